import type { KyselyPlugin } from 'kysely';

/**
 * Counts the statements run through a Kysely handle (`db.withPlugin(counter.plugin)`),
 * for tests that hold a path to its number of round trips (decisions 0024, 0029). Counted
 * as results come back: a query built only to be read inside another statement (a
 * ReadAlongside part) is transformed but never run on its own. BEGIN and COMMIT are the
 * driver's, not counted.
 */
export function statementCounter() {
  const counter = {
    statements: 0,
    plugin: {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        counter.statements++;
        return args.result;
      },
    } satisfies KyselyPlugin,
  };
  return counter;
}
