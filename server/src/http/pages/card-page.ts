/**
 * The providers' card pages (the sandbox's payment and KYC pages, the in-house KYC form): a phone-sized card on grey
 * with its tag, the page's own content, a message line its script writes to, and that script inline, with the page's
 * data, so that the page needs nothing but itself.
 */

import { escapeHtml, hostedPage, scriptJson } from './hosted-page';

/** The look every card page shares. */
const BASE_CSS = `
  body { font: 16px/1.4 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  .card { background: #fff; border-radius: 12px; padding: 20px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  .tag { font-size: 12px; text-transform: uppercase; letter-spacing: .08em; color: #92400e; }`;

export interface CardPage {
  title: string;
  /** The page's own style rules, after the shared ones. */
  css: string;
  /** Says whose page this is (a sandbox stand-in's also says that nothing real happens). */
  tag: string;
  /** The card's content between the tag and the message line. */
  content: string;
  /** What the script reads as `data`. */
  data: unknown;
  /** The body of the script's function, after `var data`; it finds the message line as #message. */
  script: string;
}

export function cardPage(page: CardPage): string {
  return hostedPage({
    title: page.title,
    head: `<style>
${BASE_CSS}${page.css}
</style>`,
    body: `<main>
  <div class="card">
    <p class="tag">${escapeHtml(page.tag)}</p>
    ${page.content}
    <p id="message" role="status" aria-live="polite"></p>
  </div>
</main>
<script>
(function () {
  var data = ${scriptJson(page.data)};
${page.script}
})();
</script>`,
  });
}
