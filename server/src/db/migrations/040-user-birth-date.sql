-- The date of birth a player gave at sign-up (issue 39: the age check before any play). Players who signed up
-- before it was asked have none.
ALTER TABLE users ADD COLUMN birth_date date;
