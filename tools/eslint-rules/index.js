import { serverModuleRepositories } from './server-module-repositories.js';
import { webImportZones } from './web-import-zones.js';

/**
 * The project's own ESLint rules (registered as the `lintas` plugin in eslint.config.js):
 * - lintas/web-import-zones: the web client's imports flow shared -> features -> app;
 * - lintas/server-module-repositories: a server module never imports another module's
 *   repository.
 */
export default {
  meta: { name: 'eslint-plugin-lintas', version: '1.0.0' },
  rules: {
    'web-import-zones': webImportZones,
    'server-module-repositories': serverModuleRepositories,
  },
};
