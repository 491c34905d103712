import { onEverySpecifier, pathBelow, resolveBelow } from './import-paths.js';

/**
 * The web client's import zones (bulletproof-react): shared code (components, lib, stores,
 * config, hooks, testing, and any other folder of src/) -> features -> app. A feature never
 * imports another feature or the app, and shared code never imports a feature or the app.
 *
 * The specifier is resolved against the importing file, so a sibling import such as
 * `../../seats/api/get-seat-map` from features/booking is caught as well as one that spells
 * out `features/`. Files directly in src/ (main.tsx) are the entry and belong to the app.
 *
 * One exception: a test file may import src/app (the providers), because a test renders a
 * screen the way the app composes it. A test still may not import another feature.
 */

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The zone of a path below src/: { kind: 'app' | 'feature' | 'shared', name }. */
export function webZoneOf(relative) {
  const [first, second] = relative.split('/');
  if (second === undefined) return { kind: 'app', name: 'app' };
  if (first === 'app') return { kind: 'app', name: 'app' };
  if (first === 'features') return { kind: 'feature', name: second };
  return { kind: 'shared', name: first };
}

/** @type {import('eslint').Rule.RuleModule} */
export const webImportZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way in the web client: shared -> features -> app.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature:
        "Feature '{{from}}' imports feature '{{to}}' ({{specifier}}): move what both need to src/components, src/lib, src/hooks or src/stores, or compose the two in src/app.",
      featureToApp:
        "Feature '{{from}}' imports src/app ({{specifier}}): imports flow shared -> features -> app.",
      sharedToUpper:
        'Shared code (src/{{from}}) imports {{to}} ({{specifier}}): imports flow shared -> features -> app.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? 'apps/web/src';
    const file = pathBelow(context.filename, root);
    if (!file) return {};
    const from = webZoneOf(file.relative);
    if (from.kind === 'app') return {};
    const isTest = TEST_FILE.test(file.relative);

    return onEverySpecifier((node, specifier) => {
      const target = resolveBelow(context.filename, specifier, file.base);
      if (target === null) return;
      const to = webZoneOf(target);
      if (to.kind === 'shared') return;
      if (from.kind === 'feature') {
        if (to.kind === 'feature' && to.name !== from.name)
          context.report({
            node,
            messageId: 'otherFeature',
            data: { from: from.name, to: to.name, specifier },
          });
        else if (to.kind === 'app' && !isTest)
          context.report({ node, messageId: 'featureToApp', data: { from: from.name, specifier } });
        return;
      }
      if (to.kind === 'app' && isTest) return;
      context.report({
        node,
        messageId: 'sharedToUpper',
        data: {
          from: from.name,
          to: to.kind === 'app' ? 'src/app' : `feature '${to.name}'`,
          specifier,
        },
      });
    });
  },
};
