-- A campaign's name and terms in the sites' other languages (issue 40, contract/campaigns.ts CampaignTranslations):
-- {"zu": {"title": "…", "description": "…"}, "hi": {…}}. title and description stay the default language's
-- (English), shown wherever a language or a field is missing.
ALTER TABLE bonus_campaigns ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb
  CONSTRAINT bonus_campaigns_translations_object CHECK (jsonb_typeof(translations) = 'object');
