import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

// RuleTester reports through the test framework's describe/it when it is given them, so
// every valid and invalid case is its own vitest test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** A RuleTester that parses TypeScript (type-only imports, TSX). */
export const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

/** An absolute file name inside a fake checkout, as ESLint hands it to a rule. */
export const fileIn = (relative) => `/checkout/${relative}`;
