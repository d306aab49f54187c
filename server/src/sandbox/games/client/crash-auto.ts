/** The crash game's auto cash-out: a switch, the target (as a multiplier) and quick targets to tap. */

import { DEFAULT_TARGET, MAX_MULTIPLIER, MIN_TARGET } from '../../../modules/games/math/crash';
import { el, TEXTS } from './shell';

const TARGETS = [150, 200, 300, 500, 1000];
const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

export interface AutoCashOut {
  /** The target in hundredths, undefined when switched off, null when what is typed is not a target. */
  target(): number | null | undefined;
}

export function createAutoCashOut(parent: HTMLElement): AutoCashOut {
  const auto = el('input');
  auto.type = 'checkbox';
  auto.id = 'auto';
  // The words are the checkbox's label, so the whole row's start is one thumb-sized target.
  const autoLabel = el('label', 'auto');
  autoLabel.append(auto, TEXTS.crash.autoCashOut);
  const target = el('input');
  target.type = 'number';
  target.id = 'target';
  target.min = String(MIN_TARGET / 100);
  target.max = String(MAX_MULTIPLIER / 100);
  target.step = '0.01';
  target.inputMode = 'decimal';
  target.value = (DEFAULT_TARGET / 100).toFixed(2);
  target.setAttribute('aria-label', TEXTS.crash.autoMultiplier);
  const targetRow = el('div', 'target-row');
  targetRow.append(autoLabel, target);
  const chips = el('div', 'chips');
  for (const t of TARGETS) {
    const chip = el('button', 'chip', times(t));
    chip.type = 'button';
    chip.addEventListener('click', () => {
      target.value = (t / 100).toFixed(2);
      auto.checked = true;
    });
    chips.append(chip);
  }
  parent.append(targetRow, chips);

  return {
    target() {
      if (!auto.checked) return undefined;
      const value = Math.round(Number(target.value.replace(',', '.')) * 100);
      return Number.isInteger(value) && value >= MIN_TARGET && value <= MAX_MULTIPLIER ? value : null;
    },
  };
}
