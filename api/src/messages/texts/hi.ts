/**
 * Hindi texts of messages: every text a customer receives — the layout and each customer section. A
 * section (or text) missing here falls back to English (texts/index.ts): the vendors' and operators' messages, as
 * vendors and operators have no saved language (docs/i18n.md). The SMS texts are the Hindi templates to register on
 * the DLT platform beside the English ones (Unicode SMS); keep them identical to their registration.
 */
import type { Catalogue } from './en';

type Partial2<T> = { [K in keyof T]?: Partial<T[K]> };

const REFUND_NOTE = 'रिफ़ंड उसी खाते में लौटता है जिससे आपने भुगतान किया था, आम तौर पर 5–7 कामकाजी दिनों में।';

export const hi: Partial2<Catalogue> = {
  layout: {
    footer: 'उत्सव — आपके आयोजनों की बुकिंग। यह संदेश आपको उत्सव पर आपकी बुकिंग या खाते के कारण मिला है।',
    greeting: (name) => `नमस्ते ${name},`,
    orderNo: 'ऑर्डर',
    bookingNo: 'बुकिंग',
    service: 'सेवा',
    eventDate: 'आयोजन की तारीख़',
    vendor: 'वेंडर',
    customer: 'ग्राहक',
  },
  'order.placed': {
    subject: (order) => `आपका ऑर्डर ${order} दर्ज हो गया — भुगतान पूरा करें`,
    heading: 'पुष्टि के लिए भुगतान पूरा करें',
    intro: (order, hold) =>
      `आपका ऑर्डर ${order} दर्ज हो गया है और इसकी तारीख़ें ${hold} तक आपके लिए रोकी गई हैं। पुष्टि के लिए अभी भुगतान करें; उसके बाद तारीख़ें छोड़ दी जाएँगी।`,
    payNow: 'अभी चुकाना है',
    total: 'ऑर्डर की कुल राशि',
    action: 'अभी भुगतान करें',
    sms: (order, amount, hold) => `उत्सव: ऑर्डर ${order} दर्ज हो गया। पुष्टि के लिए ${hold} तक ${amount} चुकाएँ।`,
  },
  'booking.paid': {
    subject: (order) => `भुगतान मिल गया — ऑर्डर ${order} की पुष्टि हो गई`,
    heading: 'भुगतान मिल गया, बुकिंग पक्की',
    intro: (order, amount, at) => `हमें ${at} को ऑर्डर ${order} के लिए ${amount} मिल गए। आपकी बुकिंग पक्की हो गई है।`,
    paid: 'अभी चुकाया',
    paymentId: 'भुगतान संदर्भ',
    balance: (booking, due) => `${booking} की बाकी राशि, ${due} तक देय`,
    action: 'अपना ऑर्डर देखें',
    invoiceNote: 'आपका GST टैक्स इनवॉइस PDF के रूप में संलग्न है (यह मेरी बुकिंग में भी है)।',
    sms: (order, amount, bookings) =>
      `उत्सव: ऑर्डर ${order} के लिए ${amount} का भुगतान मिल गया। बुकिंग ${bookings} पक्की हो गई।`,
  },
  'balance.paid': {
    subject: (booking) => `बाकी राशि मिल गई — बुकिंग ${booking} का पूरा भुगतान हो गया`,
    heading: 'बाकी राशि मिल गई',
    intro: (booking, amount, at) =>
      `हमें ${at} को बुकिंग ${booking} की बाकी राशि ${amount} मिल गई। अब इसका पूरा भुगतान हो गया है।`,
    paid: 'चुकाई गई बाकी राशि',
    total: 'कुल चुकाया',
    action: 'अपनी बुकिंग देखें',
    invoiceNote: 'हर भुगतान के साथ आपका GST टैक्स इनवॉइस PDF के रूप में संलग्न है।',
    sms: (booking, amount) => `उत्सव: बुकिंग ${booking} की बाकी राशि ${amount} मिल गई। पूरा भुगतान हो गया है।`,
  },
  'booking.declined': {
    subject: (booking) => `बुकिंग ${booking} अस्वीकार हुई — पूरी राशि वापस`,
    heading: 'आपकी बुकिंग अस्वीकार हो गई',
    intro: (booking, service, date) => `वेंडर बुकिंग ${booking} (${service}, ${date}) नहीं ले सकता। हमें खेद है।`,
    refund: 'रिफ़ंड (100 %)',
    creditNotes: 'क्रेडिट नोट',
    refundNote: REFUND_NOTE,
    action: 'दूसरा वेंडर खोजें',
    reason: (why) => `वेंडर का कारण: ${why}`,
    reasons: {
      date_unavailable: 'यह तारीख़ उपलब्ध नहीं है',
      outside_area: 'आयोजन स्थल उनके सेवा क्षेत्र से बाहर है',
      event_type: 'वे इस प्रकार का आयोजन नहीं करते',
      other: 'अन्य',
    },
    sms: (booking, amount, why) => `उत्सव: वेंडर ने बुकिंग ${booking} अस्वीकार कर दी (${why})। ${amount} पूरे वापस किए जाएँगे।`,
  },
  'booking.cancelled': {
    subject: (booking) => `बुकिंग ${booking} रद्द हो गई`,
    heading: 'आपकी बुकिंग रद्द हो गई',
    intro: (booking, service, date) => `बुकिंग ${booking} (${service}, ${date}) रद्द हो गई है।`,
    refund: (percent) => `रिफ़ंड (चुकाई गई राशि का ${percent} %)`,
    noRefund: 'कोई भुगतान नहीं हुआ था, इसलिए कुछ वापस नहीं होगा।',
    creditNotes: 'क्रेडिट नोट',
    creditNoteAttached: 'रिफ़ंड का GST क्रेडिट नोट PDF के रूप में संलग्न है।',
    refundNote: REFUND_NOTE,
    action: 'अपनी बुकिंग देखें',
    sms: (booking, amount) => `उत्सव: बुकिंग ${booking} रद्द हो गई। रिफ़ंड: ${amount}।`,
  },
  'reminder.balance-due': {
    subject: (booking, due) => `बुकिंग ${booking} की बाकी राशि ${due} देय है`,
    heading: 'आपकी बाकी राशि देय है',
    intro: (booking, service, date, due) =>
      `बुकिंग ${booking} (${service}, ${date}) की बाकी राशि ${due} देय है। बुकिंग बनाए रखने के लिए इसे चुकाएँ।`,
    balance: 'चुकाने के लिए बाकी राशि',
    action: 'बाकी राशि चुकाएँ',
    today: 'आज',
    on: (d) => `${d} को`,
    sms: (booking, amount, due) => `उत्सव: बुकिंग ${booking} की बाकी राशि ${amount} ${due} देय है। मेरी बुकिंग में जाकर चुकाएँ।`,
  },
  'reminder.event': {
    subject: (service) => `कल: ${service}`,
    heading: 'आपका आयोजन कल है',
    intro: (booking, service, date) => `याद दिला दें: ${service} (बुकिंग ${booking}) ${date} को है।`,
    action: 'अपनी बुकिंग देखें',
    sms: (booking, service, date) => `उत्सव: याद दिला दें, ${service} (बुकिंग ${booking}) ${date} को है।`,
  },
  'reminder.review': {
    subject: (service) => `${service} कैसा रहा?`,
    heading: 'दूसरों को बताइए कैसा रहा',
    intro: (service) => `आशा है आपका आयोजन अच्छा रहा। ${service} की एक छोटी समीक्षा दूसरे परिवारों को चुनने में मदद करती है।`,
    action: 'समीक्षा लिखें',
    sms: (service) => `उत्सव: ${service} कैसा रहा? मेरी बुकिंग में एक छोटी समीक्षा लिखें।`,
  },
  'reminder.package-balance-due': {
    subject: (order, due) => `पैकेज ऑर्डर ${order} की बाकी राशि ${due} देय है`,
    heading: 'आपके पैकेज की बाकी राशि देय है',
    intro: (order, pkg, date, due) =>
      `पैकेज ऑर्डर ${order} (${pkg}, ${date}) की बाकी राशि ${due} देय है। पैकेज बनाए रखने के लिए भुगतान करें।`,
    balance: 'बाकी राशि',
    action: 'बाकी राशि चुकाएँ',
    today: 'आज',
    on: (d) => `${d} को`,
    sms: (order, amount, due) => `उत्सव: पैकेज ऑर्डर ${order} की बाकी राशि ${amount} ${due} देय है। मेरी बुकिंग में जाकर चुकाएँ।`,
  },
  'reminder.package-event': {
    subject: (pkg) => `कल: ${pkg}`,
    heading: 'आपका आयोजन कल है',
    intro: (order, pkg, date) => `याद दिला दें: ${pkg} (पैकेज ऑर्डर ${order}) ${date} को है।`,
    action: 'अपना पैकेज ऑर्डर देखें',
    sms: (order, pkg, date) => `उत्सव: याद दिला दें, ${pkg} (पैकेज ऑर्डर ${order}) ${date} को है।`,
  },
  'reminder.package-review': {
    subject: (pkg) => `${pkg} कैसा रहा?`,
    heading: 'दूसरों को बताइए कैसा रहा',
    intro: (pkg) => `आशा है आपका आयोजन अच्छा रहा। ${pkg} की एक छोटी समीक्षा दूसरे परिवारों को चुनने में मदद करती है।`,
    action: 'पैकेज खोलें',
    sms: (pkg) => `उत्सव: ${pkg} कैसा रहा? आशा है आयोजन अच्छा रहा; आपकी छोटी समीक्षा दूसरे परिवारों के काम आएगी।`,
  },
  'enquiry.received': {
    subject: (subject) => `${subject} के बारे में आपकी पूछताछ हमें मिल गई`,
    heading: 'हमें लिखने के लिए धन्यवाद',
    intro: (subject) => `${subject} के बारे में आपकी पूछताछ हमें मिल गई है। हम एक कामकाजी दिन के भीतर जवाब देंगे।`,
    sms: (ref) => `उत्सव: आपकी पूछताछ ${ref} हमें मिल गई। हम ईमेल से जवाब देंगे।`,
  },
  'enquiry.answered': {
    subject: (subject) => `जवाब: ${subject} के बारे में आपकी पूछताछ`,
    heading: 'हमने आपकी पूछताछ का जवाब दिया',
    intro: (subject) => `${subject} के बारे में आपकी पूछताछ का हमारा जवाब:`,
    sms: (ref) => `उत्सव: हमने आपकी पूछताछ ${ref} का जवाब दे दिया है। कृपया अपना ईमेल देखें।`,
  },
  'package.placed': {
    subject: (order) => `आपका पैकेज ऑर्डर ${order} दर्ज हो गया — भुगतान पूरा करें`,
    heading: 'पुष्टि के लिए भुगतान पूरा करें',
    intro: (order, pkg, hold) => `${pkg} के लिए आपका ऑर्डर ${order} दर्ज हो गया है और ${hold} तक आपके लिए रोका गया है।`,
    payNow: 'अभी चुकाना है',
    total: 'पैकेज की कुल राशि',
    action: 'अभी भुगतान करें',
    sms: (order, amount, hold) => `उत्सव: पैकेज ऑर्डर ${order} दर्ज हो गया। पुष्टि के लिए ${hold} तक ${amount} चुकाएँ।`,
  },
  'package.paid': {
    subject: (order) => `भुगतान मिल गया — पैकेज ऑर्डर ${order}`,
    heading: 'भुगतान मिल गया',
    intro: (order, pkg, amount, at) => `हमें ${at} को ${pkg} (ऑर्डर ${order}) के लिए ${amount} मिल गए।`,
    paid: 'अभी चुकाया',
    total: 'पैकेज की कुल राशि',
    balance: 'अभी बाकी राशि',
    action: 'अपना ऑर्डर देखें',
    sms: (order, amount) => `उत्सव: पैकेज ऑर्डर ${order} के लिए ${amount} का भुगतान मिल गया।`,
  },
  'booking.moved': {
    subject: (booking, date) => `बुकिंग ${booking} की तारीख़ बदलकर ${date} हो गई`,
    heading: 'आपकी बुकिंग की नई तारीख़',
    intro: (booking, service, from, to) =>
      `बुकिंग ${booking} (${service}) की तारीख़ ${from} से बदलकर ${to} कर दी गई है। वेंडर 48 घंटे के भीतर नई तारीख़ अस्वीकार कर सकता है; तब आपकी पुरानी तारीख़ लौट आएगी और हम आपको बताएँगे।`,
    from: 'पुरानी तारीख़',
    to: 'नई तारीख़',
    fee: 'तारीख़ बदलने का शुल्क',
    bill: 'बुकिंग की कुल राशि अब',
    refund: 'अभी वापस किया गया (कीमत का अंतर)',
    due: 'चुकाने के लिए बाकी राशि',
    creditNoteAttached: 'रिफ़ंड का GST क्रेडिट नोट PDF के रूप में संलग्न है।',
    action: 'अपनी बुकिंग देखें',
    sms: (booking, from, to, fee) =>
      `उत्सव: बुकिंग ${booking} की तारीख़ ${from} से बदलकर ${to} कर दी गई। तारीख़ बदलने का शुल्क: ${fee}।`,
  },
  'booking.move-refused': {
    subject: (booking) => `वेंडर ने बुकिंग ${booking} की नई तारीख़ अस्वीकार कर दी`,
    heading: 'आपकी बुकिंग पुरानी तारीख़ पर ही रहेगी',
    intro: (booking, service, refused, date) =>
      `${service} का वेंडर बुकिंग ${booking} के लिए ${refused} नहीं ले सकता। आपकी बुकिंग फिर से ${date} पर है।`,
    declined: (booking, service, refused, date) =>
      `${service} का वेंडर बुकिंग ${booking} के लिए ${refused} नहीं ले सकता, और ${date} अब खाली नहीं है, इसलिए बुकिंग अस्वीकार हो गई है और चुकाई गई पूरी राशि वापस की जा रही है।`,
    date: 'आयोजन की तारीख़',
    refund: 'अभी वापस किया गया',
    due: 'चुकाने के लिए बाकी राशि',
    action: 'अपनी बुकिंग देखें',
    sms: (booking, date, amount) =>
      `उत्सव: वेंडर ने बुकिंग ${booking} की नई तारीख़ अस्वीकार कर दी। आयोजन की तारीख़: ${date}। वापस किया गया: ${amount}।`,
  },
  'package.cancelled': {
    subject: (order) => `पैकेज ऑर्डर ${order} रद्द हो गया`,
    heading: 'आपका पैकेज ऑर्डर रद्द हो गया',
    intro: (order, pkg, date) => `पैकेज ऑर्डर ${order} (${pkg}, ${date}) रद्द हो गया है।`,
    byOperator: 'उत्सव ने इसे आपकी या वेंडरों की ओर से रद्द किया है; कारण मेरी बुकिंग में दिया गया है।',
    refund: (percent) => `रिफ़ंड (चुकाई गई राशि का ${percent} %)`,
    part: (vendor, note) => `${vendor} \u00b7 क्रेडिट नोट ${note}`,
    noRefund: 'रद्द करने की नीति के अनुसार कोई रिफ़ंड नहीं बनता।',
    nothingPaid: 'कोई भुगतान नहीं हुआ था, इसलिए कुछ वापस नहीं होगा।',
    refundNote: `${REFUND_NOTE} हर वेंडर का GST क्रेडिट नोट मेरी बुकिंग में है।`,
    action: 'अपनी बुकिंग देखें',
    sms: (order, amount) => `उत्सव: पैकेज ऑर्डर ${order} रद्द हो गया। रिफ़ंड: ${amount}।`,
  },
  'package.item-declined': {
    subject: (order) => `एक वेंडर ने पैकेज ऑर्डर ${order} की एक सेवा अस्वीकार कर दी`,
    heading: 'आपके पैकेज की एक सेवा अस्वीकार हुई',
    intro: (order, service, date) =>
      `${service} का वेंडर पैकेज ऑर्डर ${order} के लिए ${date} नहीं ले सकता। उस हिस्से की पूरी राशि वापस की जा रही है; आपके ऑर्डर का बाकी हिस्सा बना रहेगा।`,
    refund: 'वापस किया गया (वह हिस्सा, पूरा)',
    creditNote: 'क्रेडिट नोट',
    swap: 'अगर उसी समूह की कोई दूसरी सेवा उस तारीख़ पर खाली है, तो आप उसे बिना अतिरिक्त शुल्क के चुन सकते हैं।',
    ended: 'आपके ऑर्डर में कोई सेवा नहीं बची, इसलिए ऑर्डर बंद कर दिया गया है।',
    action: 'दूसरी सेवा चुनें',
    reason: (why) => `वेंडर का कारण: ${why}`,
    sms: (order, service, amount, why) =>
      `उत्सव: वेंडर ने पैकेज ऑर्डर ${order} की सेवा ${service} अस्वीकार कर दी (${why})। वापस किया गया: ${amount}।`,
  },
  'package.item-swapped': {
    subject: (order) => `पैकेज ऑर्डर ${order}: नई सेवा जुड़ गई`,
    heading: 'आपके पैकेज में नई सेवा जुड़ गई',
    intro: (order, was, now, date) => `पैकेज ऑर्डर ${order} में ${date} के लिए ${was} की जगह अब ${now} है।`,
    rate: 'पैकेज में इसकी दर',
    total: 'पैकेज की कुल राशि अब',
    due: 'चुकाने के लिए बाकी राशि',
    action: 'बाकी राशि चुकाएँ',
    sms: (order, service, amount) => `उत्सव: ${service} पैकेज ऑर्डर ${order} में जुड़ गई। चुकाने के लिए बाकी राशि: ${amount}।`,
  },
  newsletter: {
    subject: 'उत्सव न्यूज़लेटर में आपका स्वागत है',
    heading: 'आपने सब्सक्राइब कर लिया है',
    intro:
      'सब्सक्राइब करने के लिए धन्यवाद: हम आपको नई सेवाओं, ऑफ़र और त्योहारों की तारीख़ों के बारे में लिखेंगे। आप कभी भी अनसब्सक्राइब कर सकते हैं।',
    unsubscribe: 'अनसब्सक्राइब करें',
    unsubscribed: 'आप उत्सव न्यूज़लेटर से अनसब्सक्राइब हो गए हैं।',
    unknown: 'अनसब्सक्राइब का यह लिंक मान्य नहीं है।',
  },
  'conversation.new-messages': {
    subject: (from, service) => `${service} के बारे में ${from} के नए संदेश`,
    heading: 'आपके लिए नए संदेश',
    intro: (from, service) =>
      `${from} ने उत्सव पर ${service} के बारे में आपको लिखा है। अपने संदेशों में पढ़ें और जवाब दें; बुकिंग का भुगतान होने तक फ़ोन नंबर, ईमेल और लिंक छिपे रहते हैं।`,
    action: 'बातचीत खोलें',
    sms: (from, service) => `उत्सव: ${service} के बारे में ${from} के नए संदेश। जवाब देने के लिए उत्सव खोलें।`,
  },
  'conversation.quote': {
    subject: (service) => `${service} के लिए कोटेशन`,
    heading: 'वेंडर ने आपको कोटेशन भेजा है',
    intro: (vendor, service, date, until) =>
      `${vendor} ने ${date} के लिए ${service} का कोटेशन भेजा है। यह ${until} तक मान्य है; बुक करने और भुगतान के लिए इसे अपने संदेशों में स्वीकार करें।`,
    total: 'कोटेशन की कुल राशि',
    action: 'कोटेशन देखें',
    sms: (vendor, service, total) =>
      `उत्सव: ${vendor} ने ${service} के लिए ${total} का कोटेशन भेजा है। स्वीकार करने के लिए उत्सव खोलें।`,
  },
};
