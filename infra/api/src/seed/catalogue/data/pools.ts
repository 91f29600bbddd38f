import type { SceneKind } from './categories';

export interface Bi {
  en: string;
  ar: string;
}
export interface AgendaSeed extends Bi {
  topicEn: string;
  topicAr: string;
  share: number;
}
export interface AddOnSeed extends Bi {
  descEn: string;
  descAr: string;
  price: number;
  qty: number;
}

/** Agenda per category: titles with a share of the experience's duration. */
export const agendas: Record<SceneKind, AgendaSeed[]> = {
  desert: [
    { en: 'Welcome and safety briefing', ar: 'الترحيب وإرشادات السلامة', topicEn: 'Meet the team, gear check', topicAr: 'التعارف وفحص المعدات', share: 0.1 },
    { en: 'Into the dunes', ar: 'الانطلاق إلى الكثبان', topicEn: 'Drive and walk to the camp', topicAr: 'القيادة والمشي إلى المخيم', share: 0.35 },
    { en: 'Sunset and campfire', ar: 'الغروب ونار المخيم', topicEn: 'Tea, dates and stories', topicAr: 'شاي وتمر وحكايات', share: 0.3 },
    { en: 'Stars and farewell', ar: 'النجوم والوداع', topicEn: 'Constellations with a telescope', topicAr: 'الأبراج السماوية بالتلسكوب', share: 0.25 },
  ],
  kitchen: [
    { en: 'Spice and ingredient tour', ar: 'جولة التوابل والمكونات', topicEn: 'What goes into the pot', topicAr: 'ما يدخل في القدر', share: 0.2 },
    { en: 'Hands-on cooking', ar: 'الطبخ بأيدينا', topicEn: 'Everyone at a station', topicAr: 'لكل مشارك ركنه', share: 0.5 },
    { en: 'Eating together', ar: 'الأكل معاً', topicEn: 'Sharing the meal in the majlis', topicAr: 'مشاركة الوجبة في المجلس', share: 0.3 },
  ],
  coffee: [
    { en: 'The story of qahwa', ar: 'حكاية القهوة', topicEn: 'Origins and etiquette', topicAr: 'الأصول والآداب', share: 0.25 },
    { en: 'Roast, grind and brew', ar: 'التحميص والطحن والتحضير', topicEn: 'Dallah, mihbash and charcoal', topicAr: 'الدلة والنجر والفحم', share: 0.45 },
    { en: 'Tasting', ar: 'التذوق', topicEn: 'Dates, coffee and conversation', topicAr: 'تمر وقهوة وحديث', share: 0.3 },
  ],
  sea: [
    { en: 'Briefing at the marina', ar: 'الإرشادات في المرسى', topicEn: 'Safety, fitting gear', topicAr: 'السلامة وتجهيز المعدات', share: 0.15 },
    { en: 'Out on the water', ar: 'في عرض البحر', topicEn: 'Sailing to the reef', topicAr: 'الإبحار إلى الشعاب', share: 0.25 },
    { en: 'In the water', ar: 'في الماء', topicEn: 'Guided swim over the reef', topicAr: 'سباحة موجّهة فوق الشعاب', share: 0.4 },
    { en: 'Lunch on deck', ar: 'الغداء على السطح', topicEn: 'Rest and return', topicAr: 'استراحة وعودة', share: 0.2 },
  ],
  mountain: [
    { en: 'Trailhead briefing', ar: 'الإرشادات عند بداية المسار', topicEn: 'Route, water, pace', topicAr: 'المسار والماء والوتيرة', share: 0.1 },
    { en: 'The climb', ar: 'الصعود', topicEn: 'Forest and terraces', topicAr: 'الغابة والمدرجات', share: 0.45 },
    { en: 'Viewpoint picnic', ar: 'نزهة عند الإطلالة', topicEn: 'Lunch with a view', topicAr: 'غداء مع إطلالة', share: 0.25 },
    { en: 'Descent', ar: 'النزول', topicEn: 'Back to the trailhead', topicAr: 'العودة إلى بداية المسار', share: 0.2 },
  ],
  heritage: [
    { en: 'Meeting point and introduction', ar: 'نقطة اللقاء والتعريف', topicEn: 'A short history', topicAr: 'نبذة تاريخية', share: 0.15 },
    { en: 'Walking the old quarter', ar: 'المشي في الحي القديم', topicEn: 'Houses, gates and markets', topicAr: 'البيوت والأبواب والأسواق', share: 0.55 },
    { en: 'Coffee stop and questions', ar: 'استراحة قهوة وأسئلة', topicEn: 'Local sweets', topicAr: 'حلويات محلية', share: 0.3 },
  ],
  crafts: [
    { en: 'Materials and tools', ar: 'المواد والأدوات', topicEn: 'How the craft works', topicAr: 'كيف تعمل الحرفة', share: 0.2 },
    { en: 'Guided practice', ar: 'تدريب موجّه', topicEn: 'Step by step with the artist', topicAr: 'خطوة بخطوة مع الفنان', share: 0.55 },
    { en: 'Your piece', ar: 'قطعتك الخاصة', topicEn: 'Finishing and wrapping', topicAr: 'اللمسات الأخيرة والتغليف', share: 0.25 },
  ],
  falcon: [
    { en: 'Meet the animals', ar: 'تعرّف على الحيوانات', topicEn: 'Care and character', topicAr: 'الرعاية والطباع', share: 0.3 },
    { en: 'Hands-on time', ar: 'التجربة بنفسك', topicEn: 'Riding or handling', topicAr: 'الركوب أو الإمساك', share: 0.45 },
    { en: 'Tea in the majlis', ar: 'الشاي في المجلس', topicEn: 'Stories of the tradition', topicAr: 'حكايات التراث', share: 0.25 },
  ],
  photo: [
    { en: 'Camera settings', ar: 'إعدادات الكاميرا', topicEn: 'Light, exposure, focus', topicAr: 'الضوء والتعريض والتركيز', share: 0.2 },
    { en: 'Shooting session', ar: 'جلسة التصوير', topicEn: 'Guided practice on location', topicAr: 'تدريب موجّه في الموقع', share: 0.55 },
    { en: 'Review', ar: 'المراجعة', topicEn: 'Your best frames', topicAr: 'أفضل لقطاتك', share: 0.25 },
  ],
  wellness: [
    { en: 'Arrival and tea', ar: 'الوصول والشاي', topicEn: 'Settling in', topicAr: 'الاستقرار', share: 0.15 },
    { en: 'Main practice', ar: 'التمرين الرئيسي', topicEn: 'Movement and breath', topicAr: 'الحركة والتنفس', share: 0.6 },
    { en: 'Rest', ar: 'الاسترخاء', topicEn: 'Meditation and snacks', topicAr: 'تأمل ووجبة خفيفة', share: 0.25 },
  ],
  music: [
    { en: 'Welcome and listening', ar: 'الترحيب والاستماع', topicEn: 'A short performance', topicAr: 'عرض قصير', share: 0.25 },
    { en: 'Learn by doing', ar: 'تعلّم بالممارسة', topicEn: 'Guided practice', topicAr: 'تدريب موجّه', share: 0.5 },
    { en: 'Together', ar: 'معاً', topicEn: 'Play, dance or blend as a group', topicAr: 'عزف أو رقص أو مزج جماعي', share: 0.25 },
  ],
  farm: [
    { en: 'Farm welcome', ar: 'الترحيب في المزرعة', topicEn: 'Meet the family', topicAr: 'التعرف على العائلة', share: 0.15 },
    { en: 'In the fields', ar: 'في الحقول', topicEn: 'Picking and learning', topicAr: 'القطاف والتعلّم', share: 0.5 },
    { en: 'Farmhouse table', ar: 'مائدة المزرعة', topicEn: 'Tasting the harvest', topicAr: 'تذوق المحصول', share: 0.35 },
  ],
};

export const addOns: Record<SceneKind, AddOnSeed[]> = {
  desert: [
    { en: 'Private tent upgrade', ar: 'ترقية إلى خيمة خاصة', descEn: 'A tent just for your group', descAr: 'خيمة لمجموعتك فقط', price: 250, qty: 4 },
    { en: 'Hotel pickup', ar: 'التوصيل من الفندق', descEn: 'Round trip by 4x4', descAr: 'ذهاب وعودة بسيارة دفع رباعي', price: 120, qty: 10 },
    { en: 'Printed star map', ar: 'خريطة نجوم مطبوعة', descEn: 'The sky of your night', descAr: 'سماء ليلتك', price: 45, qty: 20 },
  ],
  kitchen: [
    { en: 'Spice box to take home', ar: 'علبة بهارات تأخذها معك', descEn: 'Our house bzar blend', descAr: 'خلطة البزار الخاصة بنا', price: 55, qty: 20 },
    { en: 'Printed recipe booklet', ar: 'كتيب الوصفات مطبوعاً', descEn: 'Arabic and English', descAr: 'بالعربية والإنجليزية', price: 35, qty: 30 },
  ],
  coffee: [
    { en: 'Brass dallah', ar: 'دلة نحاسية', descEn: 'Handmade coffee pot', descAr: 'دلة مصنوعة يدوياً', price: 180, qty: 5 },
    { en: 'Box of premium dates', ar: 'علبة تمور فاخرة', descEn: '1 kg sukkari or khalas', descAr: 'كيلو سكري أو خلاص', price: 75, qty: 20 },
  ],
  sea: [
    { en: 'Underwater photo pack', ar: 'باقة صور تحت الماء', descEn: '20 edited photos', descAr: '٢٠ صورة معدّلة', price: 150, qty: 10 },
    { en: 'Wetsuit rental', ar: 'استئجار بدلة غوص', descEn: 'Any size, cleaned', descAr: 'كل المقاسات ومعقمة', price: 40, qty: 20 },
  ],
  mountain: [
    { en: 'Trekking poles', ar: 'عصي المشي', descEn: 'A pair for the day', descAr: 'زوج ليوم كامل', price: 30, qty: 20 },
    { en: 'Local honey jar', ar: 'برطمان عسل محلي', descEn: '500 g mountain honey', descAr: '٥٠٠ غرام عسل جبلي', price: 120, qty: 10 },
  ],
  heritage: [
    { en: 'Illustrated guidebook', ar: 'كتيب إرشادي مصوّر', descEn: 'The history of the site', descAr: 'تاريخ الموقع', price: 60, qty: 20 },
    { en: 'Hotel pickup', ar: 'التوصيل من الفندق', descEn: 'Round trip by car', descAr: 'ذهاب وعودة بالسيارة', price: 80, qty: 10 },
  ],
  crafts: [
    { en: 'Framing of your piece', ar: 'تأطير قطعتك', descEn: 'Wooden frame, ready to hang', descAr: 'إطار خشبي جاهز للتعليق', price: 90, qty: 10 },
    { en: 'Starter kit', ar: 'عدة المبتدئين', descEn: 'Tools to keep practising', descAr: 'أدوات لمواصلة التدريب', price: 120, qty: 10 },
  ],
  falcon: [
    { en: 'Photo with the falcon', ar: 'صورة مع الصقر', descEn: 'Printed on the spot', descAr: 'مطبوعة في المكان', price: 50, qty: 20 },
    { en: 'Extra riding time', ar: 'وقت ركوب إضافي', descEn: '30 more minutes', descAr: '٣٠ دقيقة إضافية', price: 100, qty: 10 },
  ],
  photo: [
    { en: 'Extra edited photos', ar: 'صور معدّلة إضافية', descEn: '20 more photos', descAr: '٢٠ صورة إضافية', price: 200, qty: 5 },
    { en: 'Printed album', ar: 'ألبوم مطبوع', descEn: '24 pages, hardcover', descAr: '٢٤ صفحة بغلاف مقوى', price: 350, qty: 5 },
  ],
  wellness: [
    { en: 'Aromatherapy oil set', ar: 'مجموعة زيوت عطرية', descEn: 'Three calming oils', descAr: 'ثلاثة زيوت مهدئة', price: 95, qty: 10 },
    { en: 'Healthy lunch box', ar: 'صندوق غداء صحي', descEn: 'Fresh and seasonal', descAr: 'طازج وموسمي', price: 65, qty: 20 },
  ],
  music: [
    { en: 'Recording of the session', ar: 'تسجيل الجلسة', descEn: 'Audio file sent by e-mail', descAr: 'ملف صوتي بالبريد', price: 80, qty: 10 },
    { en: 'Extra 30 minutes', ar: '٣٠ دقيقة إضافية', descEn: 'Keep the music going', descAr: 'استمر مع الموسيقى', price: 250, qty: 4 },
  ],
  farm: [
    { en: 'Harvest basket', ar: 'سلة من المحصول', descEn: 'Take the fruit home', descAr: 'خذ الفاكهة معك', price: 70, qty: 20 },
    { en: 'Rosewater bottle', ar: 'زجاجة ماء ورد', descEn: 'Distilled on the farm', descAr: 'مقطّر في المزرعة', price: 45, qty: 20 },
  ],
};

export const equipments: Record<SceneKind, Bi[]> = {
  desert: [{ en: 'Tent and bedding', ar: 'خيمة وفرش' }, { en: 'Telescope', ar: 'تلسكوب' }],
  kitchen: [{ en: 'Apron and utensils', ar: 'مريلة وأدوات الطبخ' }],
  coffee: [{ en: 'Dallah and roasting pan', ar: 'دلة ومحماس' }],
  sea: [{ en: 'Mask, fins and life vest', ar: 'قناع وزعانف وسترة نجاة' }],
  mountain: [{ en: 'First-aid kit', ar: 'حقيبة إسعافات أولية' }],
  heritage: [{ en: 'Wireless audio headset', ar: 'سماعة صوتية لاسلكية' }],
  crafts: [{ en: 'All materials and tools', ar: 'جميع المواد والأدوات' }],
  falcon: [{ en: 'Falconry glove', ar: 'دس الصقارة' }, { en: 'Riding helmet', ar: 'خوذة ركوب' }],
  photo: [{ en: 'Tripod to borrow', ar: 'حامل كاميرا للاستعارة' }],
  wellness: [{ en: 'Yoga mat and blocks', ar: 'سجادة يوغا ومكعبات' }],
  music: [{ en: 'Instrument to use', ar: 'آلة موسيقية للاستخدام' }],
  farm: [{ en: 'Gloves and baskets', ar: 'قفازات وسلال' }],
};

export const bringItems: Record<SceneKind, Bi> = {
  desert: { en: 'A warm jacket for the night, closed shoes and sunglasses.', ar: 'سترة دافئة لليل وحذاء مغلق ونظارة شمسية.' },
  kitchen: { en: 'Just your appetite; tie back long hair.', ar: 'شهيتك فقط، واربط الشعر الطويل.' },
  coffee: { en: 'Nothing; everything is provided.', ar: 'لا شيء، كل شيء متوفر.' },
  sea: { en: 'Swimwear, a towel and reef-safe sunscreen.', ar: 'ملابس سباحة ومنشفة وواقي شمس آمن للشعاب.' },
  mountain: { en: 'Hiking shoes, a hat and two litres of water.', ar: 'حذاء مشي وقبعة ولتران من الماء.' },
  heritage: { en: 'Comfortable walking shoes and modest clothing.', ar: 'حذاء مريح للمشي وملابس محتشمة.' },
  crafts: { en: 'Clothes you do not mind getting paint or clay on.', ar: 'ملابس لا تمانع أن يصيبها الطلاء أو الطين.' },
  falcon: { en: 'Long trousers and closed shoes.', ar: 'بنطال طويل وحذاء مغلق.' },
  photo: { en: 'Your camera or phone and a charged battery.', ar: 'كاميرتك أو هاتفك وبطارية مشحونة.' },
  wellness: { en: 'Loose, comfortable clothes.', ar: 'ملابس فضفاضة ومريحة.' },
  music: { en: 'Nothing; instruments are provided.', ar: 'لا شيء، الآلات متوفرة.' },
  farm: { en: 'A hat and clothes for outdoor work.', ar: 'قبعة وملابس للعمل في الخارج.' },
};

export const preparations: Bi[] = [
  { en: 'Please arrive on time; the group leaves together.', ar: 'يُرجى الحضور في الموعد، فالمجموعة تنطلق معاً.' },
  { en: 'Have a light meal before you come.', ar: 'تناول وجبة خفيفة قبل الحضور.' },
  { en: 'Tell us about any allergies when you book.', ar: 'أخبرنا بأي حساسية عند الحجز.' },
];

export const additionalRequirements: Bi[] = [
  { en: 'Guests should be able to walk for an hour on uneven ground.', ar: 'يجب أن يتمكن الضيوف من المشي ساعة على أرض غير مستوية.' },
  { en: 'Children must be accompanied by an adult.', ar: 'يجب أن يرافق الأطفالَ شخصٌ بالغ.' },
  { en: 'Not recommended during pregnancy.', ar: 'لا يُنصح به أثناء الحمل.' },
];

export const coHostRoles: Bi[] = [
  { en: 'Assistant guide', ar: 'مرشد مساعد' },
  { en: 'Driver', ar: 'سائق' },
  { en: 'Photographer', ar: 'مصور' },
  { en: 'Chef', ar: 'طاهٍ' },
  { en: 'Translator', ar: 'مترجم' },
];
export const coHostNames: Bi[] = [
  { en: 'Saad Al-Harbi', ar: 'سعد الحربي' },
  { en: 'Mona Al-Zahrani', ar: 'منى الزهراني' },
  { en: 'Bandar Al-Otaibi', ar: 'بندر العتيبي' },
  { en: 'Lina Hakeem', ar: 'لينا حكيم' },
  { en: 'Majed Al-Shammari', ar: 'ماجد الشمري' },
  { en: 'Rawan Al-Ghamdi', ar: 'روان الغامدي' },
];

export const vehicles: Bi[] = [
  { en: '4x4 Land Cruiser', ar: 'لاندكروزر دفع رباعي' },
  { en: 'Air-conditioned minibus', ar: 'حافلة صغيرة مكيّفة' },
  { en: 'Family SUV', ar: 'سيارة عائلية' },
];

export const slotNames: Bi[] = [
  { en: 'Sunrise', ar: 'الشروق' },
  { en: 'Morning', ar: 'الصباح' },
  { en: 'Afternoon', ar: 'العصر' },
  { en: 'Sunset', ar: 'الغروب' },
  { en: 'Evening', ar: 'المساء' },
];

export const activities: Bi[] = [
  { en: 'Hiking', ar: 'المشي لمسافات' },
  { en: 'Swimming', ar: 'السباحة' },
  { en: 'Cooking', ar: 'الطبخ' },
  { en: 'Tasting', ar: 'التذوق' },
  { en: 'Photography', ar: 'التصوير' },
  { en: 'Camel riding', ar: 'ركوب الإبل' },
  { en: 'Horse riding', ar: 'ركوب الخيل' },
  { en: 'Crafting', ar: 'الأعمال اليدوية' },
  { en: 'Stargazing', ar: 'مراقبة النجوم' },
  { en: 'Storytelling', ar: 'رواية القصص' },
  { en: 'Music', ar: 'الموسيقى' },
  { en: 'Meditation', ar: 'التأمل' },
  { en: 'Snorkelling', ar: 'الغطس السطحي' },
  { en: 'Kayaking', ar: 'التجديف' },
];

export const categoryActivities: Record<SceneKind, string[]> = {
  desert: ['Hiking', 'Stargazing', 'Storytelling'],
  kitchen: ['Cooking', 'Tasting'],
  coffee: ['Tasting', 'Storytelling'],
  sea: ['Swimming', 'Snorkelling', 'Kayaking'],
  mountain: ['Hiking', 'Photography'],
  heritage: ['Storytelling', 'Photography'],
  crafts: ['Crafting'],
  falcon: ['Camel riding', 'Horse riding', 'Storytelling'],
  photo: ['Photography'],
  wellness: ['Meditation'],
  music: ['Music', 'Storytelling'],
  farm: ['Tasting', 'Hiking'],
};

/**
 * Hosts (created as users with the host role). A user has one name, the one they typed, shown the
 * same in both languages (no transliteration: the spelling of a name belongs to its owner, and it
 * is the name guests ask for at the meeting point). So each seeded host writes their profile in
 * one language, name included: most Saudi hosts in Arabic, as Saudi users do; those whose guests
 * are mostly international visitors in English. `about` is the bio in that same language.
 * `nameEn` / `nameAr` is how the host spells their name in the other script: the one thing pages
 * in that language show instead (users.full_name_en / full_name_ar).
 */
export const hosts: { name: string; nameEn?: string; nameAr?: string; email: string; city: string; isMale: boolean; about: string; profession: string; languages: string }[] = [
  { name: 'عبدالرحمن القحطاني', nameEn: 'Abdulrahman Al-Qahtani', email: 'abdulrahman.host@tajriba.sa', city: 'riyadh', isMale: true, about: 'مرشد صحراوي منذ خمسة عشر عاماً. نشأت بين الرياض والنفود، وأحب أن أُري ضيوفي الجزيرة العربية التي عرفها جدّي.', profession: 'مرشد صحراوي', languages: 'العربية، الإنجليزية' },
  { name: 'نورة الدوسري', nameEn: 'Noura Al-Dosari', email: 'noura.host@tajriba.sa', city: 'riyadh', isMale: false, about: 'طاهية منزلية من نجد، أعلّم أطباق أمي وجدتي في مطبخ بيتنا في الرياض.', profession: 'طاهية', languages: 'العربية، الإنجليزية' },
  // a dive instructor whose guests are mostly visitors from abroad: writes in English
  { name: 'Hassan Bakhsh', nameAr: 'حسن بخش', email: 'hassan.host@tajriba.sa', city: 'jeddah', isMale: true, about: 'Born in Al-Balad, PADI instructor and amateur historian of old Jeddah.', profession: 'Dive instructor', languages: 'Arabic, English, French' },
  { name: 'ريم الغامدي', nameEn: 'Reem Al-Ghamdi', email: 'reem.host@tajriba.sa', city: 'jeddah', isMale: false, about: 'فنانة وخطاطة، أدرّس الخط العربي منذ عشر سنوات وأحب أن أرى الناس يكتبون أسماءهم لأول مرة.', profession: 'خطاطة', languages: 'العربية، الإنجليزية' },
  // AlUla's heritage tours are booked mostly by international visitors: writes in English
  { name: 'Faisal Al-Anazi', nameAr: 'فيصل العنزي', email: 'faisal.host@tajriba.sa', city: 'alula', isMale: true, about: 'My family has lived in the AlUla valley for generations. Certified heritage guide and night-sky photographer.', profession: 'Heritage guide', languages: 'Arabic, English' },
  { name: 'سارة الشهري', nameEn: 'Sara Al-Shehri', email: 'sara.host@tajriba.sa', city: 'abha', isMale: false, about: 'رسامة للقط العسيري وقائدة رحلات مشي في جبال عسير.', profession: 'فنانة', languages: 'العربية، الإنجليزية' },
  { name: 'محمد الشمري', nameEn: 'Mohammed Al-Shammari', email: 'mohammed.host@tajriba.sa', city: 'hail', isMale: true, about: 'صقّار وراعي إبل من حائل، أحمل تراث أجدادي وأشاركه مع الضيوف.', profession: 'صقّار', languages: 'العربية' },
  { name: 'لطيفة الملا', nameEn: 'Latifa Al-Mulla', email: 'latifa.host@tajriba.sa', city: 'ahsa', isMale: false, about: 'خزّافة وصاحبة مزرعة في واحة الأحساء، أصنع قطعي من طين حقولنا.', profession: 'خزّافة', languages: 'العربية، الإنجليزية' },
  { name: 'عمر الزهراني', nameEn: 'Omar Al-Zahrani', email: 'omar.host@tajriba.sa', city: 'taif', isMale: true, about: 'مزارع ورد من الجيل الثالث في الهدا. اسألني ما شئت عن ورد الطائف.', profession: 'مزارع', languages: 'العربية، الإنجليزية' },
  // teaches in English first: writes in English
  { name: 'Yara Khoja', nameAr: 'يارا خوجة', email: 'yara.host@tajriba.sa', city: 'jeddah', isMale: false, about: 'Yoga teacher (RYT-500) and meditation guide, teaching in English and Arabic.', profession: 'Yoga teacher', languages: 'English, Arabic' },
  { name: 'خالد العتيبي', nameEn: 'Khalid Al-Otaibi', email: 'khalid.host@tajriba.sa', city: 'dammam', isMale: true, about: 'بحّار من الشرقية، أبحر بالسفن الشراعية منذ صغري وأحب صيد السمك وطبخه.', profession: 'بحّار', languages: 'العربية، الإنجليزية' },
  // hosts many visitors from South Asia, in English and Urdu: writes in English
  { name: 'Maha Al-Harbi', nameAr: 'مها الحربي', email: 'maha.host@tajriba.sa', city: 'madinah', isMale: false, about: 'Historian and date-farm owner in Madinah; I host with my family.', profession: 'Historian', languages: 'Arabic, English, Urdu' },
  { name: 'زياد المالكي', nameEn: 'Ziyad Al-Malki', email: 'ziyad.host@tajriba.sa', city: 'riyadh', isMale: true, about: 'عازف عود ومعلّم موسيقى، وأُحيي الأعراس والمناسبات أيضاً.', profession: 'موسيقي', languages: 'العربية، الإنجليزية' },
  { name: 'هدى فلاتة', nameEn: 'Huda Fallatah', email: 'huda.host@tajriba.sa', city: 'makkah', isMale: false, about: 'طاهية منزلية من عائلة مكية عريقة، والطبخ الحجازي هو لغتي في المحبة.', profession: 'طاهية منزلية', languages: 'العربية، الإنجليزية، الهندية' },
  // guides adventure travellers from abroad in the Tabuk canyons: writes in English
  { name: 'Turki Al-Balawi', nameAr: 'تركي البلوي', email: 'turki.host@tajriba.sa', city: 'tabuk', isMale: true, about: 'Mountain and canyon guide from Tabuk, wilderness first responder.', profession: 'Mountain guide', languages: 'Arabic, English' },
  { name: 'أمل الفيفي', nameEn: 'Amal Al-Faifi', email: 'amal.host@tajriba.sa', city: 'jazan', isMale: false, about: 'مزارعة بُن في جبال فيفاء، ومُقيِّمة قهوة معتمدة (Q Grader).', profession: 'مزارعة بُن', languages: 'العربية، الإنجليزية' },
  { name: 'ناصر الرشيد', nameEn: 'Nasser Al-Rasheed', email: 'nasser.host@tajriba.sa', city: 'buraydah', isMale: true, about: 'مصوّر وتاجر تمور من القصيم، أصوّر الوجوه والمناظر الطبيعية.', profession: 'مصوّر', languages: 'العربية، الإنجليزية' },
  { name: 'دانة السديري', nameEn: 'Dana Al-Sudairi', email: 'dana.host@tajriba.sa', city: 'khobar', isMale: false, about: 'صانعة عطور ونقّاشة حنّاء من المنطقة الشرقية.', profession: 'صانعة عطور', languages: 'العربية، الإنجليزية' },
];

export const reviewers: { name: string; isMale: boolean }[] = [
  { name: 'سارة العتيبي', isMale: false },
  { name: 'محمد الشهري', isMale: true },
  { name: 'نوف القحطاني', isMale: false },
  { name: 'عبدالله الغامدي', isMale: true },
  { name: 'ريم الدوسري', isMale: false },
  { name: 'فهد الحربي', isMale: true },
  { name: 'لمى الزهراني', isMale: false },
  { name: 'خالد المطيري', isMale: true },
  { name: 'هيا السبيعي', isMale: false },
  { name: 'تركي العنزي', isMale: true },
  { name: 'منيرة الشمري', isMale: false },
  { name: 'ياسر باعشن', isMale: true },
  { name: 'جود الحارثي', isMale: false },
  { name: 'سلطان القرني', isMale: true },
  { name: 'Emily Carter', isMale: false },
  { name: 'James Wilson', isMale: true },
  { name: 'Aisha Khan', isMale: false },
  { name: 'Lucas Martin', isMale: true },
  { name: 'Sofia Rossi', isMale: false },
  { name: 'Omar Haddad', isMale: true },
  { name: 'Hannah Becker', isMale: false },
  { name: 'Daniel Kim', isMale: true },
  { name: 'Priya Sharma', isMale: false },
  { name: 'Youssef Benali', isMale: true },
  { name: 'Chloe Dubois', isMale: false },
  { name: 'Ahmed Raza', isMale: true },
  { name: 'Olivia Brown', isMale: false },
  { name: 'Mateo García', isMale: true },
];

/** Review texts by star rating. Arabic reviewers write Arabic, others English. */
export const reviewTexts: Record<number, { en: string[]; ar: string[] }> = {
  5: {
    en: [
      'Absolutely unforgettable. Our host made us feel like family from the first minute.',
      'The best thing we did in Saudi Arabia. Well organised, generous and full of stories.',
      'Every detail was thought through. I would book this again tomorrow.',
      'Our kids still talk about it. Warm, patient and so knowledgeable.',
      'Stunning place, perfect timing and the food was incredible.',
      'I came alone and left with new friends. Highly recommended.',
      'Worth every riyal. The host went far beyond what was promised.',
      'Magical from start to finish — and the photos look like postcards.',
    ],
    ar: [
      'تجربة لا تُنسى، المضيف عاملنا كأننا من أهل البيت.',
      'من أجمل ما جربت في حياتي، تنظيم رائع وكرم كبير.',
      'كل التفاصيل مدروسة، وأتمنى أكررها قريباً.',
      'أطفالي ما زالوا يتحدثون عنها، شكراً على الصبر واللطف.',
      'المكان خيالي والأكل لذيذ جداً، أنصح بها بشدة.',
      'تستاهل كل ريال، المضيف قدّم أكثر مما وعد.',
      'جو جميل وناس طيبين، الله يعطيكم العافية.',
      'تجربة ممتعة من البداية للنهاية والصور روعة.',
    ],
  },
  4: {
    en: [
      'Really lovely experience. Started a little late, but the host made up for it.',
      'Great host and beautiful setting; I wish it had lasted longer.',
      'Very good overall. The meeting point was a bit hard to find.',
      'Informative and fun. Bring more water than you think you need!',
    ],
    ar: [
      'تجربة جميلة جداً، تأخرنا قليلاً في البداية لكن المضيف عوّضنا.',
      'المضيف رائع والمكان جميل، تمنيت لو كانت أطول.',
      'ممتازة بشكل عام، لكن نقطة اللقاء كانت صعبة الوصول.',
      'مفيدة وممتعة، أنصح بأخذ ماء إضافي.',
    ],
  },
  3: {
    en: ['Nice idea, but the group was too large to ask questions.', 'Good value, although some parts felt rushed.'],
    ar: ['فكرة جميلة لكن المجموعة كانت كبيرة.', 'سعرها مناسب لكن بعض الفقرات كانت مستعجلة.'],
  },
  2: {
    en: ['The weather was not the host\'s fault, but there was no plan B.'],
    ar: ['لم تكن كما توقعت، والتنظيم يحتاج تحسيناً.'],
  },
};

/** Questions guests ask, with the host's answer. */
export const questionPairs: { q: Bi; a: Bi }[] = [
  { q: { en: 'Is there parking near the meeting point?', ar: 'هل يوجد موقف سيارات قرب نقطة اللقاء؟' }, a: { en: 'Yes, free parking right next to it.', ar: 'نعم، يوجد موقف مجاني بجوارها مباشرة.' } },
  { q: { en: 'Can I bring my 5-year-old daughter?', ar: 'هل يمكنني إحضار ابنتي ذات الخمس سنوات؟' }, a: { en: 'Please check the minimum age on the page; younger children are welcome on private bookings.', ar: 'يُرجى مراجعة الحد الأدنى للعمر في الصفحة، والأطفال الأصغر مرحب بهم في الحجوزات الخاصة.' } },
  { q: { en: 'Is it suitable for complete beginners?', ar: 'هل تناسب المبتدئين تماماً؟' }, a: { en: 'Absolutely, most of our guests have never tried it before.', ar: 'بالتأكيد، أغلب ضيوفنا يجربونها لأول مرة.' } },
  { q: { en: 'Do you have vegetarian options?', ar: 'هل لديكم خيارات نباتية؟' }, a: { en: 'Yes, just tell us when you book.', ar: 'نعم، فقط أخبرنا عند الحجز.' } },
  { q: { en: 'What happens if it rains or there is a sandstorm?', ar: 'ماذا يحدث إذا أمطرت أو هبت عاصفة رملية؟' }, a: { en: 'We reschedule for free or refund you in full.', ar: 'نعيد الجدولة مجاناً أو نسترد لك المبلغ كاملاً.' } },
  { q: { en: 'Can you host a group of 15 for a company outing?', ar: 'هل يمكنكم استضافة مجموعة من ١٥ شخصاً لرحلة عمل؟' }, a: { en: 'Yes, choose the private option or message us for a quote.', ar: 'نعم، اختر الحجز الخاص أو راسلنا لعرض سعر.' } },
  { q: { en: 'Is the session held in English?', ar: 'هل تُقدَّم الجلسة باللغة الإنجليزية؟' }, a: { en: 'Both English and Arabic, depending on the group.', ar: 'بالعربية والإنجليزية حسب المجموعة.' } },
  { q: { en: 'Are women-only groups possible?', ar: 'هل يمكن تخصيص مجموعة للنساء فقط؟' }, a: { en: 'Yes, with a female guide on request.', ar: 'نعم، مع مرشدة عند الطلب.' } },
  { q: { en: 'How do I get there from the airport?', ar: 'كيف أصل إليكم من المطار؟' }, a: { en: 'About 30 minutes by taxi; we can arrange a pickup as an add-on.', ar: 'حوالي ٣٠ دقيقة بالتاكسي، ويمكننا ترتيب التوصيل كخدمة إضافية.' } },
  { q: { en: 'Is the place wheelchair accessible?', ar: 'هل المكان مهيأ للكراسي المتحركة؟' }, a: { en: 'See the accessibility note on the page; message us and we will help.', ar: 'راجع ملاحظة سهولة الوصول في الصفحة وراسلنا وسنساعدك.' } },
];

/** Public holidays (catalogue); dates are generated per year by the seed. */
export const fixedHolidays: { en: string; ar: string; month: number; day: number; days: number }[] = [
  { en: 'Founding Day', ar: 'يوم التأسيس', month: 2, day: 22, days: 1 },
  { en: 'Saudi National Day', ar: 'اليوم الوطني السعودي', month: 9, day: 23, days: 1 },
];
/** Eid holidays follow the Hijri calendar (Umm al-Qura dates, Gregorian). */
export const eidHolidays: { en: string; ar: string; from: string; to: string }[] = [
  { en: 'Eid al-Fitr 2025', ar: 'عيد الفطر ١٤٤٦', from: '2025-03-30', to: '2025-04-02' },
  { en: 'Eid al-Adha 2025', ar: 'عيد الأضحى ١٤٤٦', from: '2025-06-05', to: '2025-06-09' },
  { en: 'Eid al-Fitr 2026', ar: 'عيد الفطر ١٤٤٧', from: '2026-03-20', to: '2026-03-23' },
  { en: 'Eid al-Adha 2026', ar: 'عيد الأضحى ١٤٤٧', from: '2026-05-26', to: '2026-05-30' },
  { en: 'Eid al-Fitr 2027', ar: 'عيد الفطر ١٤٤٨', from: '2027-03-09', to: '2027-03-12' },
  { en: 'Eid al-Adha 2027', ar: 'عيد الأضحى ١٤٤٨', from: '2027-05-15', to: '2027-05-19' },
  { en: 'Eid al-Fitr 2028', ar: 'عيد الفطر ١٤٤٩', from: '2028-02-26', to: '2028-02-29' },
  { en: 'Eid al-Adha 2028', ar: 'عيد الأضحى ١٤٤٩', from: '2028-05-04', to: '2028-05-08' },
];

/**
 * Each seeded host's profile in the other language too, as a bilingual host writes it (keyed by
 * e-mail): stored beside the original as `about['details:en']` and so on, so a page in either
 * language reads the host in that language. A host who later edits their About in the account area
 * writes one language only; pages in the other then show that text marked with its language.
 */
export const hostProfileTranslations: Record<string, { about: string; profession: string; languages: string }> = {
  'abdulrahman.host@tajriba.sa': { about: 'A desert guide for fifteen years. I grew up between Riyadh and the Nafud, and I love showing guests the Arabia my grandfather knew.', profession: 'Desert guide', languages: 'Arabic, English' },
  'noura.host@tajriba.sa': { about: 'A home cook from Najd. I teach my mother’s and grandmother’s dishes in our family kitchen in Riyadh.', profession: 'Cook', languages: 'Arabic, English' },
  'hassan.host@tajriba.sa': { about: 'وُلدت في البلد، مدرّب غوص معتمد من PADI ومؤرخ هاوٍ لجدة القديمة.', profession: 'مدرّب غوص', languages: 'العربية، الإنجليزية، الفرنسية' },
  'reem.host@tajriba.sa': { about: 'An artist and calligrapher. I have taught Arabic calligraphy for ten years and love watching people write their names for the first time.', profession: 'Calligrapher', languages: 'Arabic, English' },
  'faisal.host@tajriba.sa': { about: 'عاشت عائلتي في وادي العلا أجيالًا. مرشد تراثي معتمد ومصوّر لسماء الليل.', profession: 'مرشد تراثي', languages: 'العربية، الإنجليزية' },
  'sara.host@tajriba.sa': { about: 'A painter of Asiri al-qatt murals and a hiking leader in the Asir mountains.', profession: 'Artist', languages: 'Arabic, English' },
  'mohammed.host@tajriba.sa': { about: 'A falconer and camel herder from Hail. I carry my forefathers’ heritage and share it with guests.', profession: 'Falconer', languages: 'Arabic' },
  'latifa.host@tajriba.sa': { about: 'A potter and farm owner in the Al-Ahsa oasis. I make my pieces from the clay of our fields.', profession: 'Potter', languages: 'Arabic, English' },
  'omar.host@tajriba.sa': { about: 'A third-generation rose farmer in Al-Hada. Ask me anything about Taif roses.', profession: 'Farmer', languages: 'Arabic, English' },
  'yara.host@tajriba.sa': { about: 'معلّمة يوغا (RYT-500) ومرشدة تأمل، أدرّس بالإنجليزية والعربية.', profession: 'معلّمة يوغا', languages: 'الإنجليزية، العربية' },
  'khalid.host@tajriba.sa': { about: 'A sailor from the Eastern Province. I have sailed dhows since I was a boy, and I love catching fish and cooking them.', profession: 'Sailor', languages: 'Arabic, English' },
  'maha.host@tajriba.sa': { about: 'مؤرخة وصاحبة مزرعة تمور في المدينة المنورة، أستضيف ضيوفي مع عائلتي.', profession: 'مؤرخة', languages: 'العربية، الإنجليزية، الأردية' },
  'ziyad.host@tajriba.sa': { about: 'An oud player and music teacher; I also play at weddings and celebrations.', profession: 'Musician', languages: 'Arabic, English' },
  'huda.host@tajriba.sa': { about: 'A home cook from an old Makkah family; Hijazi cooking is how I show love.', profession: 'Home cook', languages: 'Arabic, English, Hindi' },
  'turki.host@tajriba.sa': { about: 'مرشد جبال وأودية من تبوك، ومُسعف معتمد في البرية.', profession: 'مرشد جبال', languages: 'العربية، الإنجليزية' },
  'amal.host@tajriba.sa': { about: 'A coffee farmer in the Fifa mountains and a certified coffee taster (Q Grader).', profession: 'Coffee farmer', languages: 'Arabic, English' },
  'nasser.host@tajriba.sa': { about: 'A photographer and date merchant from Al-Qassim; I photograph faces and landscapes.', profession: 'Photographer', languages: 'Arabic, English' },
  'dana.host@tajriba.sa': { about: 'A perfumer and henna artist from the Eastern Province.', profession: 'Perfumer', languages: 'Arabic, English' },
};
