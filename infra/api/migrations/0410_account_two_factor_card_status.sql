-- Two-factor sign-in and saved-card status (issue 13; mf-account README "Two-factor sign-in",
-- "Turning a saved card off").

-- A password sign-in of an account with this on also asks for a 6-digit code.
ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;

-- The code of that second step is one more flow of the one code table.
ALTER TABLE otp_codes DROP CONSTRAINT IF EXISTS otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK (purpose IN ('signup', 'login', 'reset', 'verify-email', 'verify-phone', 'two-factor'));

-- A card the guest turned off: kept (its payments can still be refunded to it) but never offered
-- for a payment, and never primary.
ALTER TABLE saved_cards ADD COLUMN is_active boolean NOT NULL DEFAULT true;
ALTER TABLE saved_cards ADD CONSTRAINT saved_cards_primary_is_active CHECK (is_active OR NOT is_primary);
