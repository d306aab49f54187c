/**
 * The Fafi dream chart a player searches (issue 40): 36 numbers, each with its meaning in English and isiZulu, and a
 * search that finds a dream told in a sentence ('I dreamt of a fish') by its words, in either language.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DREAM_CHART, searchDreams } from '../src/modules/games/fafi-chart';
import { NUMBERS } from '../src/modules/games/math/fafi';

const numbers = (query: string) => searchDreams(query).map((entry) => entry.number);

describe('Fafi dream chart', () => {
  it('gives each of the 36 numbers, once and in order, a meaning in English and isiZulu', () => {
    assert.deepEqual(
      DREAM_CHART.map((entry) => entry.number),
      Array.from({ length: NUMBERS }, (_, i) => i + 1),
    );
    for (const entry of DREAM_CHART) {
      assert.ok(entry.meaning.en.length > 0 && entry.meaning.en.length <= 20, `${entry.number}: ${entry.meaning.en}`);
      assert.ok(entry.meaning.zu.length > 0, `${entry.number} has no isiZulu meaning`);
    }
  });

  it("finds the fish numbers for 'I dreamt of a fish', and for the isiZulu word or the start of the word", () => {
    assert.deepEqual(numbers('I dreamt of a fish'), [13, 24]);
    assert.deepEqual(numbers('fishes'), [13, 24]);
    assert.deepEqual(numbers('fis'), [13, 24]);
    assert.deepEqual(numbers('Ngiphuphe inhlanzi'), [13, 24]);
  });

  it('finds a whole word before a word it starts (cat is not cattle), by its other words, and a number itself', () => {
    assert.deepEqual(numbers('cat'), [5, 20]);
    assert.deepEqual(numbers('a funeral'), [4, 12]);
    assert.deepEqual(numbers('gogo'), [14]);
    assert.deepEqual(numbers('27'), [27]);
  });

  it('puts first what most of the words find, and finds nothing for a dream not in the chart', () => {
    assert.equal(numbers('a big fish')[0], 13);
    assert.deepEqual(numbers('spaceship'), []);
    assert.equal(numbers('').length, NUMBERS);
    assert.equal(numbers('I dreamt of').length, NUMBERS);
  });
});
