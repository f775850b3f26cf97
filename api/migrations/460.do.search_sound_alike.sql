-- Sound-alike spellings (docs/search.md, "Typos"): a word typed with its vowels wrong ("mekup", "mehandi") shares few
-- trigrams with the word meant, but the same consonants in the same order. A word's skeleton is its letters without
-- the vowels a, e, i, o, u, doubled letters written once; the vocabulary is indexed by it so the engine can offer the
-- word with the typed word's skeleton when trigrams find nothing near enough.
CREATE FUNCTION search_skeleton(t TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(translate(lower(coalesce(t, '')), 'aeiou', ''), '(.)\1+', '\1', 'g')
$$;
CREATE INDEX search_words_skeleton_idx ON search_words (search_skeleton(word));

-- Localities and neighbouring towns customers type for a city the services are listed in ("decoration in bandra",
-- "caterer gurgaon"): each searches its city. A name two cities share ("indira nagar", "malviya nagar") is left out.
-- A function, as the starting vocabulary's (migration 450): the demo seed, which starts from empty tables, calls both.
-- An alias the operator already has is left as it is.
CREATE FUNCTION search_starting_localities() RETURNS void LANGUAGE sql AS $$
INSERT INTO search_places (alias, city) VALUES
  ('bandra', 'Mumbai'), ('andheri', 'Mumbai'), ('juhu', 'Mumbai'), ('powai', 'Mumbai'), ('thane', 'Mumbai'),
  ('navi mumbai', 'Mumbai'), ('borivali', 'Mumbai'), ('malad', 'Mumbai'), ('goregaon', 'Mumbai'), ('dadar', 'Mumbai'),
  ('colaba', 'Mumbai'), ('worli', 'Mumbai'), ('chembur', 'Mumbai'), ('vashi', 'Mumbai'), ('ghatkopar', 'Mumbai'),
  ('mulund', 'Mumbai'), ('santacruz', 'Mumbai'), ('vile parle', 'Mumbai'), ('बांद्रा', 'Mumbai'),
  ('अंधेरी', 'Mumbai'), ('ठाणे', 'Mumbai'), ('नवी मुंबई', 'Mumbai'),
  ('gurgaon', 'Delhi'), ('gurugram', 'Delhi'), ('noida', 'Delhi'), ('greater noida', 'Delhi'),
  ('ghaziabad', 'Delhi'), ('faridabad', 'Delhi'), ('dwarka', 'Delhi'), ('rohini', 'Delhi'), ('saket', 'Delhi'),
  ('lajpat nagar', 'Delhi'), ('karol bagh', 'Delhi'), ('connaught place', 'Delhi'), ('janakpuri', 'Delhi'),
  ('vasant kunj', 'Delhi'), ('pitampura', 'Delhi'), ('ncr', 'Delhi'), ('delhi ncr', 'Delhi'),
  ('गुड़गांव', 'Delhi'), ('गुरुग्राम', 'Delhi'), ('नोएडा', 'Delhi'), ('गाजियाबाद', 'Delhi'), ('फरीदाबाद', 'Delhi'),
  ('koramangala', 'Bengaluru'), ('indiranagar', 'Bengaluru'), ('whitefield', 'Bengaluru'),
  ('jayanagar', 'Bengaluru'), ('hsr layout', 'Bengaluru'), ('electronic city', 'Bengaluru'),
  ('marathahalli', 'Bengaluru'), ('jp nagar', 'Bengaluru'), ('yelahanka', 'Bengaluru'), ('hebbal', 'Bengaluru'),
  ('btm layout', 'Bengaluru'), ('malleshwaram', 'Bengaluru'),
  ('vaishali nagar', 'Jaipur'), ('mansarovar', 'Jaipur'), ('raja park', 'Jaipur'),
  ('kothrud', 'Pune'), ('hinjewadi', 'Pune'), ('baner', 'Pune'), ('wakad', 'Pune'), ('aundh', 'Pune'),
  ('viman nagar', 'Pune'), ('kharadi', 'Pune'), ('hadapsar', 'Pune'), ('pimpri', 'Pune'), ('chinchwad', 'Pune'),
  ('pimpri chinchwad', 'Pune'), ('koregaon park', 'Pune'),
  ('banjara hills', 'Hyderabad'), ('jubilee hills', 'Hyderabad'), ('gachibowli', 'Hyderabad'),
  ('hitech city', 'Hyderabad'), ('madhapur', 'Hyderabad'), ('kukatpally', 'Hyderabad'), ('begumpet', 'Hyderabad'),
  ('kondapur', 'Hyderabad'),
  ('t nagar', 'Chennai'), ('adyar', 'Chennai'), ('anna nagar', 'Chennai'), ('velachery', 'Chennai'),
  ('mylapore', 'Chennai'), ('tambaram', 'Chennai'), ('porur', 'Chennai'), ('nungambakkam', 'Chennai'),
  ('salt lake', 'Kolkata'), ('new town', 'Kolkata'), ('ballygunge', 'Kolkata'), ('howrah', 'Kolkata'),
  ('park street', 'Kolkata'), ('behala', 'Kolkata'), ('dum dum', 'Kolkata'), ('gariahat', 'Kolkata'),
  ('हावड़ा', 'Kolkata'),
  ('navrangpura', 'Ahmedabad'), ('bopal', 'Ahmedabad'), ('maninagar', 'Ahmedabad'), ('vastrapur', 'Ahmedabad'),
  ('prahlad nagar', 'Ahmedabad'), ('sg highway', 'Ahmedabad'), ('gandhinagar', 'Ahmedabad'),
  ('gomti nagar', 'Lucknow'), ('hazratganj', 'Lucknow'), ('aliganj', 'Lucknow'), ('aminabad', 'Lucknow'),
  ('alambagh', 'Lucknow')
ON CONFLICT DO NOTHING;
$$;

SELECT search_starting_localities();
