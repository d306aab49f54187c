-- Real money per site (issue 39): unit_config.real_money_enabled. Sites that exist keep taking real money in South
-- Africa and stop in India (the Promotion and Regulation of Online Gaming Act, 2025 bans online money games there);
-- a config without the key reads as false.
UPDATE sites SET unit_config = unit_config || jsonb_build_object('real_money_enabled', country = 'ZA')
WHERE NOT unit_config ? 'real_money_enabled';
-- A site inserted without a unit_config takes no real money (DEFAULT_UNIT_CONFIG of contract/unit-config.ts).
ALTER TABLE sites ALTER COLUMN unit_config SET DEFAULT '{"funds_mode":"gs_ticket","fingerprinting_enabled":false,"bank_withdrawal_fee_period":"month","free_bank_withdrawal_count":0,"im_withdrawal_enabled":false,"im_withdrawal_fee":0,"im_withdrawal_min_amount":0,"eft_withdrawal_enabled":false,"eft_withdrawal_fee":0,"eft_withdrawal_min_amount":0,"ticket_cashout_enabled":false,"second_level_verification_threshold":0,"third_level_verification_threshold":0,"monthly_second_level_verification_threshold":0,"monthly_third_level_verification_threshold":0,"upi_withdrawal":{"enabled":false,"fee":0,"fee_period":"month","free_withdrawal_count":0,"max_amount":0,"min_amount":0},"upi_intent_deposit":{"enabled":false,"max_amount":0,"min_amount":0},"upi_qr_deposit":{"enabled":false,"max_amount":0,"min_amount":0},"real_money_enabled":false}'::jsonb;
