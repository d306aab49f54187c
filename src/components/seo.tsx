import brand from '@brand';

/** The <head> parts every page sets (Gatsby Head API). */
export function Seo({ title, description }: { title: string; description?: string }) {
  const fullTitle = `${title} | ${brand.settings.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? `${brand.settings.name}: online casino and lottery`} />
      <meta name="theme-color" content={brand.settings.themeColor} />
    </>
  );
}
