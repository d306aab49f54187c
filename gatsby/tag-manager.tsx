/**
 * Google Tag Manager, only when the build names a container (GATSBY_GTM_ID). Without one no third-party script
 * is loaded and analytics events stay on the page (src/lib/analytics.ts).
 */

import type { ReactNode } from 'react';

export function tagManagerHead(id: string | undefined): ReactNode[] {
  if (!id) return [];
  if (!/^GTM-[A-Z0-9]+$/.test(id)) throw new Error(`GATSBY_GTM_ID must look like GTM-XXXXXXX, got ${id}`);
  return [
    <script
      key="gtm-init"
      dangerouslySetInnerHTML={{
        __html: "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
      }}
    />,
    <script key="gtm" async src={`https://www.googletagmanager.com/gtm.js?id=${id}`} />,
  ];
}
