-- Who pays a withdrawal (issue 38): the payout provider that took it when it was made, whose answer alone settles
-- it, or null when finance pays it by hand and settles it in the back office. Staff settling a withdrawal a
-- provider is paying as well would pay the player twice.
ALTER TABLE withdrawals ADD COLUMN payout_provider text;
