-- The session that asked for a one-time code (a keyed hash): only its answers are checked against the code, so a
-- stranger's wrong guesses never void a code its owner asked for (decision 0032).
ALTER TABLE "otp_codes" ADD COLUMN "session_hash" text;
