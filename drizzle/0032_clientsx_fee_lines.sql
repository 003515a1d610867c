-- Issue 40, item 4 (branch clientsx): the old `job_lines.fee` (whole units of the line's currency, no side) becomes
-- one `day_rate` fee line per job line in `job_fees`: quantity = the line's days (24-hour spans, at least 1),
-- unit = fee × 10^(the currency's minor digits), amount = quantity × unit, VAT = the billing setting's default rate.
-- Only live lines (option, confirmed) are moved: a released, expired or cancelled line is billed nothing. A line in
-- another currency than its job's stays unmoved (its fee can still be read in the old column), except that a job
-- with no fee or expense yet whose priced lines all name one known currency first takes that currency.
-- Idempotent: a talent who already has a day rate on the job gets none from the old column, so running this again
-- (or after a booker priced the job on the Money tab) adds nothing. The column stays, no longer written.
-- The currencies' minor digits (dinero.js's table, as lib/domain/money.ts reads them) are inlined in both statements.
UPDATE jobs j
SET currency = moved.currency
FROM (
  SELECT l.job_id, min(l.currency) AS currency
  FROM job_lines l
  WHERE l.fee IS NOT NULL AND l.currency IS NOT NULL AND l.state IN ('option', 'confirmed')
  GROUP BY l.job_id
  HAVING count(DISTINCT l.currency) = 1
) moved
WHERE moved.job_id = j.id
  AND j.currency <> moved.currency
  AND EXISTS (SELECT 1 FROM (VALUES
      ('BIF', 0), ('CLP', 0), ('DJF', 0), ('GNF', 0), ('ISK', 0), ('JPY', 0), ('KMF', 0), ('KRW', 0), ('PYG', 0),
      ('RWF', 0), ('UGX', 0), ('UYI', 0), ('VND', 0), ('VUV', 0), ('XAF', 0), ('XOF', 0), ('XPF', 0), ('MGA', 1),
      ('MRU', 1), ('AED', 2), ('AFN', 2), ('ALL', 2), ('AMD', 2), ('AOA', 2), ('ARS', 2), ('AUD', 2), ('AWG', 2),
      ('AZN', 2), ('BAM', 2), ('BBD', 2), ('BDT', 2), ('BGN', 2), ('BMD', 2), ('BND', 2), ('BOB', 2), ('BOV', 2),
      ('BRL', 2), ('BSD', 2), ('BTN', 2), ('BWP', 2), ('BYN', 2), ('BZD', 2), ('CAD', 2), ('CDF', 2), ('CHE', 2),
      ('CHF', 2), ('CHW', 2), ('CNY', 2), ('COP', 2), ('COU', 2), ('CRC', 2), ('CUP', 2), ('CVE', 2), ('CZK', 2),
      ('DKK', 2), ('DOP', 2), ('DZD', 2), ('EGP', 2), ('ERN', 2), ('ETB', 2), ('EUR', 2), ('FJD', 2), ('FKP', 2),
      ('GBP', 2), ('GEL', 2), ('GHS', 2), ('GIP', 2), ('GMD', 2), ('GTQ', 2), ('GYD', 2), ('HKD', 2), ('HNL', 2),
      ('HTG', 2), ('HUF', 2), ('IDR', 2), ('ILS', 2), ('INR', 2), ('IRR', 2), ('JMD', 2), ('KES', 2), ('KGS', 2),
      ('KHR', 2), ('KPW', 2), ('KYD', 2), ('KZT', 2), ('LAK', 2), ('LBP', 2), ('LKR', 2), ('LRD', 2), ('LSL', 2),
      ('MAD', 2), ('MDL', 2), ('MKD', 2), ('MMK', 2), ('MNT', 2), ('MOP', 2), ('MUR', 2), ('MVR', 2), ('MWK', 2),
      ('MXN', 2), ('MXV', 2), ('MYR', 2), ('MZN', 2), ('NAD', 2), ('NGN', 2), ('NIO', 2), ('NOK', 2), ('NPR', 2),
      ('NZD', 2), ('PAB', 2), ('PEN', 2), ('PGK', 2), ('PHP', 2), ('PKR', 2), ('PLN', 2), ('QAR', 2), ('RON', 2),
      ('RSD', 2), ('RUB', 2), ('SAR', 2), ('SBD', 2), ('SCR', 2), ('SDG', 2), ('SEK', 2), ('SGD', 2), ('SHP', 2),
      ('SLE', 2), ('SOS', 2), ('SRD', 2), ('SSP', 2), ('STN', 2), ('SVC', 2), ('SYP', 2), ('SZL', 2), ('THB', 2),
      ('TJS', 2), ('TMT', 2), ('TOP', 2), ('TRY', 2), ('TTD', 2), ('TWD', 2), ('TZS', 2), ('UAH', 2), ('USD', 2),
      ('USN', 2), ('UYU', 2), ('UZS', 2), ('VED', 2), ('VES', 2), ('WST', 2), ('XAD', 2), ('XCD', 2), ('XCG', 2),
      ('YER', 2), ('ZAR', 2), ('ZMW', 2), ('ZWG', 2), ('BHD', 3), ('IQD', 3), ('JOD', 3), ('KWD', 3), ('LYD', 3),
      ('OMR', 3), ('TND', 3), ('CLF', 4), ('UYW', 4)
  ) AS c(code, digits) WHERE c.code = moved.currency)
  AND NOT EXISTS (SELECT 1 FROM job_fees f WHERE f.job_id = j.id)
  AND NOT EXISTS (SELECT 1 FROM job_expenses e WHERE e.job_id = j.id);
--> statement-breakpoint
INSERT INTO job_fees (job_id, talent_profile_id, kind, description, quantity, unit_minor, amount_minor, agency_fee_applies, commissionable, vat_bp, position)
SELECT
  l.job_id,
  l.talent_profile_id,
  'day_rate',
  NULL,
  d.days,
  l.fee::bigint * power(10::numeric, c.digits)::bigint,
  d.days::bigint * l.fee::bigint * power(10::numeric, c.digits)::bigint,
  true,
  true,
  coalesce(
    (SELECT round((s.value ->> 'defaultVatPercent')::numeric * 100)::int FROM settings s
      WHERE s.key = 'billing' AND (s.value ->> 'defaultVatPercent') ~ '^[0-9]{1,3}(\.[0-9]{1,2})?$'),
    2100
  ),
  0
FROM job_lines l
JOIN jobs j ON j.id = l.job_id
JOIN (VALUES
    ('BIF', 0), ('CLP', 0), ('DJF', 0), ('GNF', 0), ('ISK', 0), ('JPY', 0), ('KMF', 0), ('KRW', 0), ('PYG', 0),
    ('RWF', 0), ('UGX', 0), ('UYI', 0), ('VND', 0), ('VUV', 0), ('XAF', 0), ('XOF', 0), ('XPF', 0), ('MGA', 1),
    ('MRU', 1), ('AED', 2), ('AFN', 2), ('ALL', 2), ('AMD', 2), ('AOA', 2), ('ARS', 2), ('AUD', 2), ('AWG', 2),
    ('AZN', 2), ('BAM', 2), ('BBD', 2), ('BDT', 2), ('BGN', 2), ('BMD', 2), ('BND', 2), ('BOB', 2), ('BOV', 2),
    ('BRL', 2), ('BSD', 2), ('BTN', 2), ('BWP', 2), ('BYN', 2), ('BZD', 2), ('CAD', 2), ('CDF', 2), ('CHE', 2),
    ('CHF', 2), ('CHW', 2), ('CNY', 2), ('COP', 2), ('COU', 2), ('CRC', 2), ('CUP', 2), ('CVE', 2), ('CZK', 2),
    ('DKK', 2), ('DOP', 2), ('DZD', 2), ('EGP', 2), ('ERN', 2), ('ETB', 2), ('EUR', 2), ('FJD', 2), ('FKP', 2),
    ('GBP', 2), ('GEL', 2), ('GHS', 2), ('GIP', 2), ('GMD', 2), ('GTQ', 2), ('GYD', 2), ('HKD', 2), ('HNL', 2),
    ('HTG', 2), ('HUF', 2), ('IDR', 2), ('ILS', 2), ('INR', 2), ('IRR', 2), ('JMD', 2), ('KES', 2), ('KGS', 2),
    ('KHR', 2), ('KPW', 2), ('KYD', 2), ('KZT', 2), ('LAK', 2), ('LBP', 2), ('LKR', 2), ('LRD', 2), ('LSL', 2),
    ('MAD', 2), ('MDL', 2), ('MKD', 2), ('MMK', 2), ('MNT', 2), ('MOP', 2), ('MUR', 2), ('MVR', 2), ('MWK', 2),
    ('MXN', 2), ('MXV', 2), ('MYR', 2), ('MZN', 2), ('NAD', 2), ('NGN', 2), ('NIO', 2), ('NOK', 2), ('NPR', 2),
    ('NZD', 2), ('PAB', 2), ('PEN', 2), ('PGK', 2), ('PHP', 2), ('PKR', 2), ('PLN', 2), ('QAR', 2), ('RON', 2),
    ('RSD', 2), ('RUB', 2), ('SAR', 2), ('SBD', 2), ('SCR', 2), ('SDG', 2), ('SEK', 2), ('SGD', 2), ('SHP', 2),
    ('SLE', 2), ('SOS', 2), ('SRD', 2), ('SSP', 2), ('STN', 2), ('SVC', 2), ('SYP', 2), ('SZL', 2), ('THB', 2),
    ('TJS', 2), ('TMT', 2), ('TOP', 2), ('TRY', 2), ('TTD', 2), ('TWD', 2), ('TZS', 2), ('UAH', 2), ('USD', 2),
    ('USN', 2), ('UYU', 2), ('UZS', 2), ('VED', 2), ('VES', 2), ('WST', 2), ('XAD', 2), ('XCD', 2), ('XCG', 2),
    ('YER', 2), ('ZAR', 2), ('ZMW', 2), ('ZWG', 2), ('BHD', 3), ('IQD', 3), ('JOD', 3), ('KWD', 3), ('LYD', 3),
    ('OMR', 3), ('TND', 3), ('CLF', 4), ('UYW', 4)
) AS c(code, digits) ON c.code = j.currency
CROSS JOIN LATERAL (
  SELECT least(99999, greatest(1, ceil(extract(epoch FROM (l.ends_at - l.starts_at)) / 86400)))::int AS days
) d
WHERE l.fee IS NOT NULL
  AND l.state IN ('option', 'confirmed')
  AND coalesce(l.currency, j.currency) = j.currency
  AND NOT EXISTS (
    SELECT 1 FROM job_fees f WHERE f.job_id = l.job_id AND f.talent_profile_id = l.talent_profile_id AND f.kind = 'day_rate'
  );
