/** @jest-environment node */
import type { ReactElement } from 'react';
import { brandNames } from '../scripts/brands';
import type { BrandPrimitives } from '../themes/types';

/** gatsby-ssr's head step, with the head Gatsby hands it; answers the head it leaves. */
async function headAfterPreRender(head: unknown[]): Promise<ReactElement[]> {
  const { onPreRenderHTML } = await import('../gatsby-ssr');
  let replaced: unknown[] = head;
  const hook = onPreRenderHTML as unknown as (args: unknown) => void;
  hook({ getHeadComponents: () => head, replaceHeadComponents: (components: unknown[]) => (replaced = components) });
  return replaced as ReactElement[];
}

describe("every page's <head>", () => {
  it("starts with a preload of each file the brand's fonts.ts lists, as a font request from CSS asks for it", async () => {
    const { preloadedFonts } = await import('@brand/fonts');
    const style = { key: 'global-css', props: {} };
    const head = await headAfterPreRender([style]);
    expect(head.slice(0, -1).map((element) => element.props)).toEqual(
      preloadedFonts.map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href,
        crossOrigin: 'anonymous',
      })),
    );
    expect(head.at(-1)).toBe(style);
  });
});

describe("each brand's list of preloaded fonts", () => {
  it.each(brandNames())("%s: the regular and bold latin faces of the brand's own font", async (brand) => {
    const { primitives } = (await import(`../themes/${brand}/primitives`)) as { primitives: BrandPrimitives };
    const { preloadedFonts } = (await import(`../themes/${brand}/fonts`)) as { preloadedFonts: readonly string[] };
    const font = (primitives.fontFamily[0] ?? '').toLowerCase();
    expect(preloadedFonts).toEqual([
      `/static/${font}-latin-400-normal.woff2`,
      `/static/${font}-latin-700-normal.woff2`,
    ]);
  });
});
