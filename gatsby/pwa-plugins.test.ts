import { brandNames } from '../scripts/brands';
import { SVG_FAVICON_KEY, brandIcon, withoutSvgFavicon } from './pwa-plugins';

describe('withoutSvgFavicon', () => {
  it("drops the manifest plugin's SVG favicon link and keeps every other head element", () => {
    const head = [
      { key: 'gatsby-plugin-manifest-icon-link-png', props: { rel: 'icon' } },
      { key: SVG_FAVICON_KEY, props: { rel: 'icon' } },
      { key: 'gatsby-plugin-manifest-link', props: { rel: 'manifest' } },
      null,
    ];
    expect(withoutSvgFavicon(head).map((element) => element?.key ?? null)).toEqual([
      'gatsby-plugin-manifest-icon-link-png',
      'gatsby-plugin-manifest-link',
      null,
    ]);
  });
});

describe('brandIcon', () => {
  it.each(brandNames())('%s installs with its own icon, not the default brand’s', (brand) => {
    expect(brandIcon(brand)).toMatch(new RegExp(`^themes/${brand}/icon\\.(svg|png)$`));
  });
});
