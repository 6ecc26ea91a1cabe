-- ADR 092: listings now wait for a confirmed address. Accounts that existed before the address
-- check was mailed could never have confirmed it; they keep publishing as before.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
