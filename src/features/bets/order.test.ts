import { inListOrder } from './order';

describe('inListOrder', () => {
  it("gives the catalogue's games in the list's order, leaving out games the catalogue no longer holds", () => {
    const catalogue = [
      { slug: 'a', thumbnail: '/a.svg' },
      { slug: 'b', thumbnail: '/b.svg' },
      { slug: 'c', thumbnail: '/c.svg' },
    ];
    expect(inListOrder([{ slug: 'c' }, { slug: 'gone' }, { slug: 'a' }], catalogue)).toEqual([
      { slug: 'c', thumbnail: '/c.svg' },
      { slug: 'a', thumbnail: '/a.svg' },
    ]);
  });
});
