import path from 'node:path';
import { onEverySpecifier, pathBelow, resolveBelow } from './import-paths.js';

/**
 * One owner per table: a server module reaches another module's data through that
 * module's service, never through its repository. A file under
 * apps/server/src/modules/<m>/ must not import `modules/<other>/*.repository(.ts|.js)`,
 * type-only imports included (a repository's row types are its table's shape).
 *
 * Not checked: files outside modules/ (services.ts, the composition root that builds every
 * repository, and the tests under apps/server/test), tests (*.test.ts) and test fixtures
 * (*.testing.ts), which may set up any table.
 */

const EXEMPT_FILE = /\.(test|testing)\.[cm]?[jt]sx?$/;
const REPOSITORY = /\.repository(\.[cm]?[jt]s)?$/;

/** @type {import('eslint').Rule.RuleModule} */
export const serverModuleRepositories = {
  meta: {
    type: 'problem',
    docs: {
      description: "A server module does not import another module's repository.",
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      foreignRepository:
        "Module '{{from}}' imports the repository of module '{{to}}' ({{specifier}}): call that module's service instead (one owner per table).",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? 'apps/server/src/modules';
    const file = pathBelow(context.filename, root);
    if (!file || EXEMPT_FILE.test(file.relative)) return {};
    const [fromModule, rest] = file.relative.split('/');
    // A file directly in modules/ belongs to no module.
    if (rest === undefined) return {};

    return onEverySpecifier((node, specifier) => {
      const target = resolveBelow(context.filename, specifier, file.base);
      if (target === null) return;
      const [toModule, inside] = target.split('/');
      if (inside === undefined || toModule === fromModule) return;
      if (!REPOSITORY.test(path.posix.basename(target))) return;
      context.report({
        node,
        messageId: 'foreignRepository',
        data: { from: fromModule, to: toModule, specifier },
      });
    });
  },
};
