-- A version's text is what was signed: it never changes, and once both have signed (fixed) its
-- PDF, hash and status never change either. Only being superseded (a later version made) and the
-- row's who-and-when may change. A change of terms is a new version (README.md).
CREATE OR REPLACE FUNCTION agreements_content_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.booking_id IS DISTINCT FROM OLD.booking_id OR NEW.version IS DISTINCT FROM OLD.version
     OR NEW.language IS DISTINCT FROM OLD.language OR NEW.content IS DISTINCT FROM OLD.content
     OR NEW.landlord_name IS DISTINCT FROM OLD.landlord_name OR NEW.tenant_name IS DISTINCT FROM OLD.tenant_name
     OR NEW.total_amount IS DISTINCT FROM OLD.total_amount
     OR (OLD.agreement_status = 4 AND (NEW.agreement_status IS DISTINCT FROM OLD.agreement_status
         OR NEW.pdf IS DISTINCT FROM OLD.pdf OR NEW.pdf_sha256 IS DISTINCT FROM OLD.pdf_sha256
         OR NEW.fixed_at IS DISTINCT FROM OLD.fixed_at)) THEN
    RAISE EXCEPTION 'an agreement''s text never changes, nor a fixed agreement''s PDF (agreement %)', OLD.agreement_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'agreements_content_fixed';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER agreements_content_fixed BEFORE UPDATE ON agreements
  FOR EACH ROW EXECUTE FUNCTION agreements_content_fixed();

-- A signature is written once: never changed, never removed.
CREATE OR REPLACE FUNCTION agreement_signatures_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a signature is never changed or removed (signature %)', OLD.signature_id
    USING ERRCODE = 'check_violation', CONSTRAINT = 'agreement_signatures_kept';
END $$;

CREATE OR REPLACE TRIGGER agreement_signatures_kept BEFORE UPDATE OR DELETE ON agreement_signatures
  FOR EACH ROW EXECUTE FUNCTION agreement_signatures_kept();
