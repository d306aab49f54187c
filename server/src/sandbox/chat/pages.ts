/** The chat frame's and agent console's HTML: self-contained (own script and style only), phone-sized. */

import type { ChatWidgetSettings } from '../../../../contract/chat';
import { escapeHtml, hostedPage, scriptJson } from '../../http/pages/hosted-page';
import type { ChatAssets } from './assets';

function shell(
  title: string,
  assets: ChatAssets,
  script: string,
  bodyClass: string,
  body: string,
  data: unknown,
): string {
  return hostedPage({
    title,
    head: `<link rel="stylesheet" href="/chat/assets/${assets.style.name}">`,
    bodyClass,
    body: `${body}
<script id="page-data" type="application/json">${scriptJson(data)}</script>
<script src="/chat/assets/${script}"></script>`,
  });
}

export function framePage(
  assets: ChatAssets,
  data: { accountId: string; settings: ChatWidgetSettings; allowedOrigins: string[] },
): string {
  const s = data.settings;
  return shell(
    s.title,
    assets,
    assets.scripts.frame.name,
    'frame',
    `<header>
  <div class="grow"><h1 id="title">${escapeHtml(s.title)}</h1><p id="subtitle"></p></div>
  <button id="close" type="button" aria-label="Close chat">×</button>
</header>
<ol id="messages" aria-live="polite" aria-label="Messages"></ol>
<div id="notice" hidden></div>
<form id="email-form" class="compose" hidden>
  <input id="email" name="email" type="email" maxlength="254" autocomplete="email" required
    aria-label="Your email address" placeholder="${escapeHtml(s.email_input_placeholder)}">
  <button class="primary" type="submit">Start chat</button>
</form>
<form id="compose" class="compose" hidden>
  <textarea id="body" name="body" rows="1" aria-label="Message"></textarea>
  <button class="primary" type="submit">Send</button>
</form>`,
    data,
  );
}

export function agentPage(assets: ChatAssets): string {
  return shell(
    'Support console',
    assets,
    assets.scripts.agent.name,
    'agent',
    `<header><div class="grow"><h1>Support console</h1></div></header>
<form id="sign-in" class="sign-in">
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button class="primary" type="submit">Sign in</button>
  <p id="sign-in-error" class="error" role="alert"></p>
</form>
<div id="console" hidden>
<main>
  <ul id="conversations" aria-label="Conversations"></ul>
  <section>
    <h2 id="customer">Choose a conversation</h2>
    <ol id="thread" aria-label="Messages"></ol>
    <form id="reply" class="compose" hidden>
      <textarea id="reply-body" name="body" rows="2" aria-label="Reply"></textarea>
      <button class="primary" type="submit">Reply</button>
    </form>
  </section>
</main>
</div>`,
    {},
  );
}
