/** Build-time (Node) access to a brand folder: its path and its checked settings. */

import fs from 'node:fs';
import path from 'node:path';
import { LICENSED_SITE_PREFIXES } from '../src/lib/build-config';
import type { BrandSettings } from './types';

export function brandDir(brand: string, root = process.cwd()): string {
  return path.resolve(root, 'themes', brand);
}

export function loadBrandSettings(brand: string, root = process.cwd()): BrandSettings {
  const file = path.join(brandDir(brand, root), 'settings.json');
  if (!/^[a-z0-9-]+$/.test(brand) || !fs.existsSync(file)) {
    const known = fs
      .readdirSync(path.resolve(root, 'themes'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    throw new Error(`Unknown BRAND "${brand}": expected one of ${known.join(', ')}`);
  }
  return checkBrandSettings(brand, JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Fails the build early, naming the field, when a brand's settings.json is incomplete or inconsistent. */
export function checkBrandSettings(brand: string, value: unknown): BrandSettings {
  const problems: string[] = [];
  const s = (value ?? {}) as Record<string, unknown>;
  const text = (key: string) => {
    if (typeof s[key] !== 'string' || !(s[key] as string).trim()) problems.push(`${key} must be a non-empty string`);
  };
  ['name', 'legal'].forEach(text);
  if (s.slug !== brand) problems.push(`slug must be "${brand}" (the folder name)`);
  if (!Number.isInteger(s.siteId) || (s.siteId as number) <= 0) problems.push('siteId must be a positive integer');
  if (s.sitePrefix !== 'za' && s.sitePrefix !== 'in') problems.push('sitePrefix must be "za" or "in"');
  if (typeof s.themeColor !== 'string' || !/^#[0-9a-f]{6}$/i.test(s.themeColor)) {
    problems.push('themeColor must be a #rrggbb colour');
  }
  if (typeof s.chatEnabled !== 'boolean') problems.push('chatEnabled must be true or false');
  else if (s.chatEnabled && s.sitePrefix === 'in')
    problems.push('chatEnabled must be false: the India variant hides chat');
  const languages = s.languages;
  if (
    !Array.isArray(languages) ||
    languages[0] !== 'en' ||
    !languages.every((language) => typeof language === 'string' && /^[a-z]{2}$/.test(language))
  ) {
    problems.push('languages must list two-letter codes, "en" first');
  }
  const licensed = LICENSED_SITE_PREFIXES.includes(String(s.sitePrefix));
  if (licensed && (typeof s.licence !== 'string' || !s.licence.trim())) {
    problems.push('licence must be the licence text: the country has a licence');
  }
  if (!licensed && s.licence !== null) problems.push('licence must be null: the country has no licence');
  problems.push(...voucherBrandProblems(s.voucherBrands, s.sitePrefix));
  problems.push(...localizedProblems(s.localized, Array.isArray(languages) ? languages.slice(1) : [], licensed));
  if (problems.length) throw new Error(`themes/${brand}/settings.json: ${problems.join('; ')}`);
  return value as BrandSettings;
}

/** What is wrong with `voucherBrands`: optional; distinct names of 1 to 24 characters; none where there are no vouchers. */
function voucherBrandProblems(value: unknown, sitePrefix: unknown): string[] {
  if (value === undefined) return [];
  if (
    !Array.isArray(value) ||
    !value.every((name) => typeof name === 'string' && name.trim() === name && name.length > 0 && name.length <= 24)
  ) {
    return ['voucherBrands must list voucher names of 1 to 24 characters, without spaces around them'];
  }
  if (new Set(value).size !== value.length) return ['voucherBrands must not name a voucher twice'];
  if (sitePrefix === 'in' && value.length > 0) return ['voucherBrands must be left out: India has no vouchers'];
  return [];
}

/**
 * What is wrong with `localized`: each of `others` (the languages besides English) has its legal text, and its
 * licence text exactly where the country has a licence; no other language.
 */
function localizedProblems(value: unknown, others: readonly unknown[], licensed: boolean): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['localized must give legal (and licence, where licensed) in each language besides English'];
  }
  const problems: string[] = [];
  const localized = value as Record<string, Record<string, unknown> | undefined>;
  const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
  for (const language of others.map(String)) {
    const texts = localized[language];
    if (!filled(texts?.legal)) problems.push(`localized.${language}.legal must be the legal text in that language`);
    if (licensed && !filled(texts?.licence)) {
      problems.push(`localized.${language}.licence must be the licence text in that language`);
    }
    if (!licensed && texts?.licence !== undefined) {
      problems.push(`localized.${language}.licence must be left out: the country has no licence`);
    }
  }
  for (const language of Object.keys(localized).filter((key) => !others.map(String).includes(key))) {
    problems.push(`localized.${language}: the brand has no pages in "${language}" (languages)`);
  }
  return problems;
}
