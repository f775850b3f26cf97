-- The search vocabulary every install starts with (docs/search.md "Starting vocabulary"): the synonyms and spellings
-- customers in India type for each kind of service and occasion (English, Hinglish, Devanagari), and the place names
-- they use for the cities. Filled here, not only by the demo seed, so a deployment that never runs the seed starts with
-- them; the operator edits the synonyms in the back office afterwards.
--
-- One list, in this function: the migration fills each table when it is empty (a database that has its own rows,
-- seeded or edited, keeps them), and the demo seed calls the same function after emptying the tables (tests).

CREATE OR REPLACE FUNCTION search_starting_vocabulary() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_synonyms) THEN
    -- (what customers type, the catalogue words it means)
    INSERT INTO search_synonyms (term, meaning) VALUES
      -- Mehendi
      ('mehndi', 'mehendi'), ('mehandi', 'mehendi'), ('mehendhi', 'mehendi'), ('menhdi', 'mehendi'),
      ('henna', 'mehendi'), ('heena', 'mehendi'), ('mehendi artist', 'mehendi'), ('मेहंदी', 'mehendi'),
      ('मेहँदी', 'mehendi'), ('मेंहदी', 'mehendi'), ('हिना', 'mehendi'), ('mehndiwali', 'mehendi'),
      -- Photography
      ('photographer', 'photography'), ('photographers', 'photography'), ('photo', 'photography'),
      ('photos', 'photography'), ('photoshoot', 'photography'), ('videographer', 'photography'),
      ('videography', 'photography'), ('video', 'photography'), ('cameraman', 'photography'),
      ('fotographer', 'photography'), ('फोटोग्राफर', 'photography'), ('फ़ोटोग्राफ़र', 'photography'),
      ('फोटो', 'photography'), ('फोटोग्राफी', 'photography'), ('वीडियो', 'photography'), ('camera', 'photography'),
      ('cameramen', 'photography'), ('cinematographer', 'photography'), ('cinematography', 'photography'),
      ('album', 'photography'), ('videoshoot', 'photography'), ('कैमरा', 'photography'),
      ('कैमरामैन', 'photography'), ('फ़ोटो', 'photography'), ('फोटोग्राफ़र', 'photography'),
      ('वीडियोग्राफर', 'photography'), ('वीडियोग्राफ़र', 'photography'), ('एल्बम', 'photography'),
      -- Catering
      ('caterer', 'catering'), ('caterers', 'catering'), ('cater', 'catering'), ('food', 'catering'),
      ('khana', 'catering'), ('khaana', 'catering'), ('bhojan', 'catering'), ('buffet', 'catering'),
      ('halwai', 'catering'), ('खाना', 'catering'), ('भोजन', 'catering'), ('केटरिंग', 'catering'),
      ('कैटरिंग', 'catering'), ('कैटरर', 'catering'), ('हलवाई', 'catering'), ('cook', 'catering'),
      ('chef', 'catering'), ('bawarchi', 'catering'), ('rasoiya', 'catering'), ('bhandara', 'catering'),
      ('mithai', 'catering sweets'), ('sweets', 'catering sweets'), ('dinner', 'catering'), ('lunch', 'catering'),
      ('nashta', 'catering breakfast'), ('tiffin', 'catering'), ('बावर्ची', 'catering'), ('रसोइया', 'catering'),
      ('भंडारा', 'catering'), ('मिठाई', 'catering sweets'), ('नाश्ता', 'catering breakfast'), ('खाने', 'catering'),
      -- Decoration
      ('decorator', 'decoration'), ('decorators', 'decoration'), ('decor', 'decoration'),
      ('decorations', 'decoration'), ('sajawat', 'decoration'), ('sajavat', 'decoration'),
      ('flower', 'decoration floral'), ('flowers', 'decoration floral'), ('phool', 'decoration floral'),
      ('सजावट', 'decoration'), ('डेकोरेशन', 'decoration'), ('फूल', 'decoration floral'),
      ('mandap', 'decoration mandap'), ('balloon', 'decoration balloon'), ('balloons', 'decoration balloon'),
      ('gubbare', 'decoration balloon'), ('phoolwala', 'decoration floral'), ('मंडप', 'decoration mandap'),
      ('गुब्बारे', 'decoration balloon'), ('डेकोरेटर', 'decoration'), ('स्टेज', 'decoration stage'),
      -- DJ & Music
      ('dj', 'dj music'), ('music', 'dj music'), ('band', 'dj music band'), ('dhol', 'dj music dhol'),
      ('singer', 'dj music'), ('sangeet night', 'dj music sangeet'), ('डीजे', 'dj music'),
      ('संगीत', 'dj music sangeet'), ('ढोल', 'dj music dhol'), ('बैंड', 'dj music band'), ('sound', 'dj music'),
      ('speaker', 'dj music'), ('music system', 'dj music'), ('orchestra', 'dj music band'),
      ('baja', 'dj music band'), ('baaja', 'dj music band'), ('dholi', 'dj music dhol'),
      ('nagada', 'dj music dhol'), ('qawwali', 'dj music sufi'), ('gaana', 'dj music'), ('साउंड', 'dj music'),
      ('स्पीकर', 'dj music'), ('बाजा', 'dj music band'), ('शहनाई', 'dj music shehnai'), ('गाना', 'dj music'),
      ('कव्वाली', 'dj music sufi'),
      -- Venue
      ('hall', 'venue hall'), ('banquet', 'venue banquet'), ('lawn', 'venue lawn'),
      ('marriage hall', 'venue hall'), ('party hall', 'venue hall'), ('wedding venue', 'venue'),
      ('venues', 'venue'), ('मैरिज हॉल', 'venue hall'), ('हॉल', 'venue hall'), ('बैंक्वेट', 'venue banquet'),
      ('स्थल', 'venue'), ('garden', 'venue lawn'), ('farmhouse', 'venue'), ('farm house', 'venue'),
      ('resort', 'venue'), ('dharamshala', 'venue hall'), ('dharmshala', 'venue hall'),
      ('baraat ghar', 'venue hall'), ('bhawan', 'venue hall'), ('terrace', 'venue terrace'),
      ('गार्डन', 'venue lawn'), ('बारात घर', 'venue hall'), ('धर्मशाला', 'venue hall'), ('भवन', 'venue hall'),
      ('लॉन', 'venue lawn'),
      -- Makeup
      ('make up', 'makeup'), ('makeup artist', 'makeup'), ('mua', 'makeup'), ('bridal makeup', 'makeup bridal'),
      ('beautician', 'makeup'), ('parlour', 'makeup'), ('parlor', 'makeup'), ('मेकअप', 'makeup'),
      ('मेक अप', 'makeup'), ('श्रृंगार', 'makeup'), ('salon', 'makeup'), ('saloon', 'makeup'),
      ('hair stylist', 'makeup styling'), ('hairstyle', 'makeup styling'), ('saree draping', 'makeup'),
      ('पार्लर', 'makeup'), ('सैलून', 'makeup'), ('ब्यूटीशियन', 'makeup'),
      -- Tent & Lighting
      ('tent', 'tent lighting'), ('tents', 'tent lighting'), ('tent house', 'tent lighting'),
      ('shamiana', 'tent lighting shamiana'), ('lights', 'tent lighting'), ('light', 'tent lighting'),
      ('lighting', 'tent lighting'), ('टेंट', 'tent lighting'), ('तंबू', 'tent lighting'),
      ('शामियाना', 'tent lighting shamiana'), ('लाइटिंग', 'tent lighting'), ('pandal', 'tent lighting shamiana'),
      ('tambu', 'tent lighting'), ('jhalar', 'tent lighting'), ('led', 'tent lighting led'),
      ('generator', 'tent lighting generator'), ('पंडाल', 'tent lighting shamiana'), ('लाइट', 'tent lighting'),
      ('झालर', 'tent lighting'), ('जनरेटर', 'tent lighting generator'),
      -- Pandit & Puja
      ('pandit', 'pandit puja'), ('pandits', 'pandit puja'), ('pandit ji', 'pandit puja'),
      ('panditji', 'pandit puja'), ('priest', 'pandit puja'), ('pooja', 'pandit puja'), ('puja', 'pandit puja'),
      ('purohit', 'pandit puja'), ('havan', 'pandit puja havan'), ('katha', 'pandit puja katha'),
      ('पंडित', 'pandit puja'), ('पण्डित', 'pandit puja'), ('पूजा', 'pandit puja'), ('पुरोहित', 'pandit puja'),
      ('हवन', 'pandit puja havan'), ('कथा', 'pandit puja katha'), ('pujari', 'pandit puja'),
      ('jagran', 'pandit puja'), ('jagrata', 'pandit puja'), ('kirtan', 'pandit puja'), ('path', 'pandit puja'),
      ('jyotish', 'pandit puja'), ('astrologer', 'pandit puja'), ('namkaran', 'pandit puja'),
      ('mundan', 'pandit puja mundan'), ('satyanarayan', 'pandit puja katha'), ('पुजारी', 'pandit puja'),
      ('जागरण', 'pandit puja'), ('कीर्तन', 'pandit puja'), ('पाठ', 'pandit puja'), ('ज्योतिषी', 'pandit puja'),
      ('नामकरण', 'pandit puja'), ('मुंडन', 'pandit puja mundan'), ('सत्यनारायण', 'pandit puja katha'),
      ('chowki', 'pandit puja'), ('चौकी', 'pandit puja'),
      -- Invitation cards
      ('invitation', 'invitation cards'), ('invitations', 'invitation cards'), ('invite', 'invitation cards'),
      ('invites', 'invitation cards'), ('card', 'invitation cards'), ('wedding card', 'invitation cards'),
      ('shaadi card', 'invitation cards'), ('e-invite', 'invitation cards'), ('kankotri', 'invitation cards'),
      ('patrika', 'invitation cards'), ('निमंत्रण', 'invitation cards'), ('कार्ड', 'invitation cards'),
      ('शादी कार्ड', 'invitation cards'), ('निमंत्रण पत्र', 'invitation cards'), ('printing', 'invitation cards'),
      ('printer', 'invitation cards'), ('chhapai', 'invitation cards'), ('ecard', 'invitation cards'),
      ('nimantran', 'invitation cards'), ('nyota', 'invitation cards'), ('न्योता', 'invitation cards'),
      ('छपाई', 'invitation cards'), ('पत्रिका', 'invitation cards'), ('ई-कार्ड', 'invitation cards'),
      -- Choreography
      ('choreographer', 'choreography'), ('choreographers', 'choreography'), ('dance', 'choreography dance'),
      ('dancer', 'choreography dance'), ('dance teacher', 'choreography dance'), ('nritya', 'choreography dance'),
      ('कोरियोग्राफर', 'choreography'), ('डांस', 'choreography dance'), ('नृत्य', 'choreography dance'),
      ('choreo', 'choreography'), ('naach', 'choreography dance'), ('डांस टीचर', 'choreography dance'),
      ('कोरियोग्राफ़र', 'choreography'), ('नाच', 'choreography dance'), ('kathak', 'choreography dance'),
      ('bhangra', 'choreography dance'), ('dandiya', 'choreography dance garba'),
      ('bharatanatyam', 'choreography dance'), ('कथक', 'choreography dance'), ('भांगड़ा', 'choreography dance'),
      ('डांडिया', 'choreography dance garba'),
      -- Occasions
      ('shaadi', 'wedding'), ('shadi', 'wedding'), ('vivah', 'wedding'), ('vivaah', 'wedding'),
      ('marriage', 'wedding'), ('biyah', 'wedding'), ('शादी', 'wedding'), ('विवाह', 'wedding'),
      ('ब्याह', 'wedding'), ('janamdin', 'birthday'), ('bday', 'birthday'), ('जन्मदिन', 'birthday'),
      ('बर्थडे', 'birthday'), ('sagai', 'engagement'), ('सगाई', 'engagement'), ('हल्दी', 'haldi'),
      ('बारात', 'baraat'), ('barat', 'baraat'), ('griha pravesh', 'griha pravesh puja'),
      ('housewarming', 'griha pravesh puja'), ('गृह प्रवेश', 'griha pravesh puja'), ('dulhan', 'bridal'),
      ('bride', 'bridal'), ('दुल्हन', 'bridal'), ('godh bharai', 'baby shower'), ('गोद भराई', 'baby shower'),
      ('सालगिरह', 'anniversary'), ('salgirah', 'anniversary'),
      ('rokka', 'engagement'), ('roka', 'engagement'), ('रोका', 'engagement'), ('mangni', 'engagement'),
      ('मंगनी', 'engagement'), ('janeu', 'pandit puja'), ('upanayan', 'pandit puja'), ('जनेऊ', 'pandit puja'),
      ('दिवाली', 'diwali'), ('karwa chauth', 'karva chauth'), ('करवा चौथ', 'karva chauth'), ('पार्टी', 'party'),
      ('संगीत संध्या', 'dj music sangeet')
    ON CONFLICT DO NOTHING;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM search_places) THEN
    -- (what customers type, the city as services write it)
    INSERT INTO search_places (alias, city) VALUES
      ('mumbai', 'Mumbai'), ('bombay', 'Mumbai'), ('मुंबई', 'Mumbai'), ('मुम्बई', 'Mumbai'), ('delhi', 'Delhi'),
      ('new delhi', 'Delhi'), ('dilli', 'Delhi'), ('दिल्ली', 'Delhi'), ('नई दिल्ली', 'Delhi'),
      ('bengaluru', 'Bengaluru'), ('bangalore', 'Bengaluru'), ('banglore', 'Bengaluru'),
      ('bangaluru', 'Bengaluru'), ('blr', 'Bengaluru'), ('बेंगलुरु', 'Bengaluru'), ('बेंगलूरु', 'Bengaluru'),
      ('बैंगलोर', 'Bengaluru'), ('बंगलौर', 'Bengaluru'), ('jaipur', 'Jaipur'), ('जयपुर', 'Jaipur'),
      ('pune', 'Pune'), ('poona', 'Pune'), ('पुणे', 'Pune'), ('पूना', 'Pune'), ('hyderabad', 'Hyderabad'),
      ('hyd', 'Hyderabad'), ('हैदराबाद', 'Hyderabad'), ('chennai', 'Chennai'), ('madras', 'Chennai'),
      ('चेन्नई', 'Chennai'), ('kolkata', 'Kolkata'), ('calcutta', 'Kolkata'), ('कोलकाता', 'Kolkata'),
      ('ahmedabad', 'Ahmedabad'), ('amdavad', 'Ahmedabad'), ('अहमदाबाद', 'Ahmedabad'), ('lucknow', 'Lucknow'),
      ('लखनऊ', 'Lucknow'), ('bengalore', 'Bengaluru'), ('jaypur', 'Jaipur'), ('pink city', 'Jaipur'),
      ('secunderabad', 'Hyderabad'), ('हैद्राबाद', 'Hyderabad'), ('chenai', 'Chennai'), ('kolkatta', 'Kolkata'),
      ('कलकत्ता', 'Kolkata'), ('ahemdabad', 'Ahmedabad'), ('ahmadabad', 'Ahmedabad'), ('lko', 'Lucknow'),
      ('लखनउ', 'Lucknow'), ('बम्बई', 'Mumbai'), ('बंबई', 'Mumbai')
    ON CONFLICT DO NOTHING;
  END IF;
END
$$;

SELECT search_starting_vocabulary();
