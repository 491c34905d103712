import { INITIAL_DATA_ELEMENT_ID } from '@lintas/domain/initial-data';
import { describe, expect, it, beforeEach } from 'vitest';
import { readInitialAnswers, seedInitialAnswers } from './initial-data';
import { createQueryClient } from './react-query';

function pageElement(text: string): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
  return element;
}

beforeEach(() => {
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
});

describe('the answers the server wrote into the page', () => {
  it('the query client is created with them, and the element is gone', () => {
    pageElement(
      JSON.stringify({ answers: [{ key: ['page-answer', 1], data: { a: 1 }, updatedAt: 1000 }] }),
    );
    const client = createQueryClient();
    expect(client.getQueryData(['page-answer', 1])).toEqual({ a: 1 });
    expect(client.getQueryState(['page-answer', 1])?.dataUpdatedAt).toBe(1000);
    expect(document.getElementById(INITIAL_DATA_ELEMENT_ID)).toBeNull();
  });

  it('reads well-formed answers only; unreadable text gives none', () => {
    pageElement(
      JSON.stringify({
        answers: [
          { key: ['ok'], data: 1, updatedAt: 5 },
          { key: [], data: 1, updatedAt: 5 },
          { key: ['no-data'], updatedAt: 5 },
          { key: ['no-time'], data: 1 },
          'text',
        ],
      }),
    );
    expect(readInitialAnswers(document).map((a) => a.key)).toEqual([['ok']]);
    expect(readInitialAnswers(document)).toEqual([]);
    pageElement('{"answers": [');
    expect(readInitialAnswers(document)).toEqual([]);
    expect(document.getElementById(INITIAL_DATA_ELEMENT_ID)).toBeNull();
  });

  it('an answer is never dated later than now (a server clock ahead of the phone)', () => {
    const client = createQueryClient();
    seedInitialAnswers(client, [{ key: ['later'], data: 1, updatedAt: 9_000 }], 5_000);
    expect(client.getQueryState(['later'])?.dataUpdatedAt).toBe(5_000);
  });
});
