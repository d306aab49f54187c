import { DEMO_CHAT_COLOURS, textOn } from '../contract/chat';
import { primitives as goldenReef } from './golden-reef/primitives';
import goldenReefSettings from './golden-reef/settings.json';
import { primitives as luckyStar } from './lucky-star/primitives';
import luckyStarSettings from './lucky-star/settings.json';

describe("the demo chat accounts' colours", () => {
  it("are their brands' own, with text that reads on them", () => {
    expect(DEMO_CHAT_COLOURS[luckyStarSettings.siteId]).toBe(luckyStar.palette.primary);
    expect(DEMO_CHAT_COLOURS[goldenReefSettings.siteId]).toBe(goldenReef.palette.primary);
    // Gold takes dark text, sea green white; what is not a colour falls back to white.
    expect(textOn(luckyStar.palette.primary)).toBe('#111111');
    expect(textOn(goldenReef.palette.primary)).toBe('#ffffff');
    expect(textOn('#1f6feb')).toBe('#ffffff');
    expect(textOn('blue')).toBe('#ffffff');
  });
});
