-- Bills get document numbers of their own, TG/<year>/<number>, from the same per-year counters
-- as receipts (document_numbers, series 'TG'): consecutive within a year, never reused.
-- KW/2026/000123; past 999,999 the number simply grows a digit (lpad alone would cut it).
CREATE OR REPLACE FUNCTION document_number_text(series text, year integer, n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT series || '/' || year || '/' || lpad(n::text, greatest(6, length(n::text)), '0')
$$;
