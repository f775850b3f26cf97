-- A customer's language (issue 37): 'en' or 'hi', chosen with the header's switch and kept with the account so it
-- follows them to another device; messages to them go out in it where a catalogue exists. NULL = never chosen
-- (the site's cookie decides, and the first signed-in page saves it).
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'hi'));
