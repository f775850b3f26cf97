-- The calendar page in Hindi (issue 37): a festival's name and note may have a Hindi text beside the English one,
-- shown on a Hindi page (NULL = none: the English shows). The events already stored get the Hindi of the seed's names.
ALTER TABLE calendar_events ADD COLUMN event_hi TEXT;
ALTER TABLE calendar_events ADD COLUMN extras_hi TEXT;
UPDATE calendar_events c SET event_hi = h.hi FROM (VALUES
  ('Makar Sankranti / Pongal', 'मकर संक्रांति / पोंगल'),
  ('Republic Day', 'गणतंत्र दिवस'),
  ('Maha Shivaratri', 'महाशिवरात्रि'),
  ('Holi', 'होली'),
  ('Eid al-Fitr', 'ईद-उल-फ़ित्र'),
  ('Ram Navami', 'राम नवमी'),
  ('Baisakhi', 'बैसाखी'),
  ('Akshaya Tritiya', 'अक्षय तृतीया'),
  ('Raksha Bandhan', 'रक्षा बंधन'),
  ('Independence Day', 'स्वतंत्रता दिवस'),
  ('Janmashtami', 'जन्माष्टमी'),
  ('Ganesh Chaturthi', 'गणेश चतुर्थी'),
  ('Navratri begins', 'नवरात्रि आरंभ'),
  ('Dussehra / Gandhi Jayanti', 'दशहरा / गांधी जयंती'),
  ('Dussehra', 'दशहरा'),
  ('Karva Chauth', 'करवा चौथ'),
  ('Diwali', 'दिवाली'),
  ('Bhai Dooj', 'भाई दूज'),
  ('Chhath Puja', 'छठ पूजा'),
  ('Guru Nanak Jayanti', 'गुरु नानक जयंती'),
  ('Christmas', 'क्रिसमस'),
  ('Vasant Panchami', 'वसंत पंचमी'),
  ('Gudi Padwa / Ugadi', 'गुड़ी पड़वा / उगादि'),
  ('Buddha Purnima', 'बुद्ध पूर्णिमा'),
  ('Eid al-Adha', 'ईद-उल-अज़हा'),
  ('Onam', 'ओणम'),
  ('Shubh Vivah Muhurat', 'शुभ विवाह मुहूर्त')
) AS h(en, hi) WHERE c.event = h.en;
UPDATE calendar_events c SET extras_hi = h.hi FROM (VALUES
  ('High demand for decoration, catering and music', 'सजावट, कैटरिंग और संगीत की भारी माँग'),
  ('Auspicious wedding date (indicative; confirm with your pandit)', 'विवाह की शुभ तारीख़ (अनुमानित; अपने पंडित जी से पुष्टि कर लें)')
) AS h(en, hi) WHERE c.extras = h.en;
