-- One rule for what an e-mail address is, the same for the contact form, this table and the mail function
-- (supabase/functions/_shared/email-address.ts holds the same pattern text; a Vitest test compares the two, and both
-- sides run the cases in supabase/tests/fixtures/email-addresses.json), and the mailbox an address delivers to.
--
-- The address: an ASCII local part of atext characters and single inner dots (at most 64 characters, still checked
-- by contact_submissions_email_local_part_check), an @, then dot-separated labels of 1-63 characters: ASCII letters,
-- digits and inner hyphens, or the letters of internationalised domain names written in Unicode (bäckerei-müller.de,
-- пример.рф, 例え.テスト). The top level is two or more letters (ASCII or Unicode, long ones like .versicherung
-- included) or its punycode form (xn--p1ai). At most 254 characters in all.
-- The Unicode letters are explicit \uXXXX ranges rather than a class, so the rule does not depend on the database's
-- locale and reads the same in JavaScript. The ranges leave out everything that could split, hide or fake a part of
-- an address: spaces and separators (U+1680, U+180E, the U+2000 block with zero-width, line-separator and bidi
-- characters, U+3000), the Arabic letter mark U+061C, the full stops IDNA turns into dots (U+3002, U+FF0E, U+FF61),
-- fullwidth forms, private use, surrogates and U+FEFF; characters beyond the BMP are not accepted.

alter table public.contact_submissions drop constraint contact_submissions_email_check;

-- NOT VALID first, then validated: a row stored under the previous rule that this one refuses (that rule let a
-- label end in a hyphen, for example) must not make the migration fail; such rows stay, new and changed rows are
-- checked.
alter table public.contact_submissions
  add constraint contact_submissions_email_check
    check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u061B\u061D-\u167F\u1681-\u180D\u180F-\u1FFF\u2C00-\u2DFF\u3041-\u30FF\u3105-\u9FFF\uA000-\uD7FF](?:[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u061B\u061D-\u167F\u1681-\u180D\u180F-\u1FFF\u2C00-\u2DFF\u3041-\u30FF\u3105-\u9FFF\uA000-\uD7FF-]{0,61}[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u061B\u061D-\u167F\u1681-\u180D\u180F-\u1FFF\u2C00-\u2DFF\u3041-\u30FF\u3105-\u9FFF\uA000-\uD7FF])?\.)+(?:[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u061B\u061D-\u167F\u1681-\u180D\u180F-\u1FFF\u2C00-\u2DFF\u3041-\u30FF\u3105-\u9FFF\uA000-\uD7FF]{2,63}|[Xx][Nn]--[A-Za-z0-9](?:[A-Za-z0-9-]{0,57}[A-Za-z0-9])?)$'
    ) not valid;

do $$
begin
  alter table public.contact_submissions validate constraint contact_submissions_email_check;
exception when check_violation then
  raise warning 'contact_submissions_email_check: stored rows outside the new address rule are kept; the constraint checks new and changed rows only'
    using hint = 'select id, email from public.contact_submissions where not (email ~ ...) lists them.';
end
$$;

comment on constraint contact_submissions_email_check on public.contact_submissions is
  'E-Mail-Adresse: ASCII vor dem @, Domain in ASCII, Punycode oder Unicode-Buchstaben (internationale Domains), höchstens 254 Zeichen; dieselbe Regel wie im Formular und in der Mail-Funktion.';

-- ------------------------------------------------------------------------------------------------- punycode
-- RFC 3492 Punycode of one domain label, without the xn-- prefix (пример -> e1afmkfd, münchen -> mnchen-3ya).
-- The label is encoded as given: case mapping and normalisation are the caller's (private.normalised_mailbox).
-- Same algorithm as punycodeLabel in supabase/functions/_shared/email-address.ts.
create function private.punycode_label(p_label text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  base constant integer := 36;
  tmin constant integer := 1;
  tmax constant integer := 26;
  skew constant integer := 38;
  damp constant integer := 700;
  points integer[];
  output text;
  basic integer;
  handled integer;
  n integer := 128;
  bias integer := 72;
  delta bigint := 0;
  m integer;
  c integer;
  k integer;
  t integer;
  q bigint;
  d bigint;
begin
  -- ascii() returns the code point of a character in a UTF-8 database
  points := array(select ascii(substr(p_label, i, 1)) from generate_series(1, char_length(p_label)) i order by i);
  -- the basic (ASCII) code points first, in their order, then a hyphen if there were any
  output := regexp_replace(p_label, '[^\u0001-\u007F]', '', 'g');
  basic := char_length(output);
  handled := basic;
  if basic > 0 then
    output := output || '-';
  end if;

  while handled < cardinality(points) loop
    select min(p) into m from unnest(points) p where p >= n;
    delta := delta + (m - n)::bigint * (handled + 1);
    n := m;
    foreach c in array points loop
      if c < n then
        delta := delta + 1;
      end if;
      if c = n then
        -- delta as a generalised variable-length integer: digits a-z = 0-25, 0-9 = 26-35
        q := delta;
        k := base;
        loop
          t := case when k <= bias then tmin when k >= bias + tmax then tmax else k - bias end;
          exit when q < t;
          d := t + (q - t) % (base - t);
          output := output || chr((case when d < 26 then 97 + d else 22 + d end)::integer);
          q := (q - t) / (base - t);
          k := k + base;
        end loop;
        output := output || chr((case when q < 26 then 97 + q else 22 + q end)::integer);

        -- bias adaptation
        d := case when handled = basic then delta / damp else delta / 2 end;
        d := d + d / (handled + 1);
        k := 0;
        while d > ((base - tmin) * tmax) / 2 loop
          d := d / (base - tmin);
          k := k + base;
        end loop;
        bias := k + ((base - tmin + 1) * d) / (d + skew);

        delta := 0;
        handled := handled + 1;
      end if;
    end loop;
    delta := delta + 1;
    n := n + 1;
  end loop;
  return output;
end
$$;
revoke all on function private.punycode_label(text) from public, anon, authenticated;
grant execute on function private.punycode_label(text) to service_role;
comment on function private.punycode_label(text) is
  'Punycode (RFC 3492) eines Domain-Labels ohne das Präfix xn-- (пример → e1afmkfd); das Label wird unverändert kodiert.';

-- ------------------------------------------------------------------------------------------------- mailbox
-- The mailbox an address delivers to, so that one person counts once however the address is written:
--   ASCII white space at either end removed, lower case (Unicode too, character by character: a final Σ becomes σ),
--   NFC;
--   every domain label with a non-ASCII character in punycode (пример.рф -> xn--e1afmkfd.xn--p1ai);
--   a +tag dropped from the local part (name+news@x.de -> name@x.de; a local part that starts with + keeps it);
--   at gmail.com and googlemail.com the dots of the local part dropped, the domain written gmail.com.
-- Null for null or blank input (the caller decides what that means); an address without @ is only trimmed,
-- lower-cased and normalised. Same rules as normalisedMailbox in supabase/functions/_shared/email-address.ts.
-- lower() follows the database's locale (a UTF-8 one on Supabase and the local stack), which maps Unicode letters.
create function private.normalised_mailbox(p_address text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  -- İ (U+0130) lower-cased as i + combining dot above (U+0307), as Unicode and IDNA do; lower() alone would drop the dot
  cleaned text := normalize(lower(replace(
    regexp_replace(coalesce(p_address, ''), '^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$', '', 'g'),
    U&'\0130', U&'i\0307')), nfc);
  last_at integer;
  local_part text;
  domain text;
  plus integer;
begin
  if cleaned = '' then
    return null;
  end if;
  last_at := strpos(reverse(cleaned), '@');
  if last_at = 0 then
    return cleaned;
  end if;
  last_at := char_length(cleaned) - last_at + 1;
  local_part := left(cleaned, last_at - 1);
  domain := array_to_string(array(
    select case when octet_length(label) = char_length(label) then label
                else 'xn--' || private.punycode_label(label) end
      from unnest(string_to_array(substr(cleaned, last_at + 1), '.')) with ordinality as l(label, i)
     order by i), '.');

  plus := strpos(local_part, '+');
  if plus > 1 then
    local_part := left(local_part, plus - 1);
  end if;
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return local_part || '@' || domain;
end
$$;
revoke all on function private.normalised_mailbox(text) from public, anon, authenticated;
grant execute on function private.normalised_mailbox(text) to service_role;
comment on function private.normalised_mailbox(text) is
  'Das Postfach hinter einer Adresse, damit eine Person einmal zählt, wie immer sie ihre Adresse schreibt: ohne '
  'Leerzeichen am Rand, in Kleinbuchstaben (NFC), Domain-Labels mit Umlauten o. Ä. in Punycode (xn--…), ohne +Zusatz '
  'im lokalen Teil, bei gmail.com und googlemail.com ohne Punkte im lokalen Teil und als gmail.com. Leere Eingabe: null.';
