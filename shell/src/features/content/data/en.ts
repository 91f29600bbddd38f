import type { ContentCatalogue } from '../types';

const UPDATED = '2026-11-01';

/** English texts of the policy and content pages. `ar.ts` holds the same keys and section ids. */
export const content: ContentCatalogue = {
  'privacy-policy': {
    title: 'Privacy policy',
    summary:
      'How Tajriba collects, uses, shares and protects your personal data when you browse, book or host experiences, in line with the Saudi Personal Data Protection Law (PDPL).',
    updated: UPDATED,
    sections: [
      {
        id: 'who-we-are',
        title: 'Who we are',
        paragraphs: [
          'Tajriba is an online marketplace that connects guests with local hosts who offer tours, classes and activities across Saudi Arabia and nearby countries. Tajriba is the controller of the personal data described in this policy.',
          'If you have any question about your data, write to privacy@tajriba.sa or use the contact form. We answer within 30 days, as the PDPL requires.',
        ],
      },
      {
        id: 'data-we-collect',
        title: 'Data we collect',
        items: [
          'Account data: full name, preferred name, email address, mobile number, date of birth, gender, password (stored only as a one-way hash) and your choice to be a guest, a host or both.',
          'Profile data you choose to add: photo, address, emergency contact and the optional "about me" answers.',
          'Identity data for hosts: ID type, issuing country and the images you upload (front, back and a selfie), or the confirmation we receive from the national identity service for Saudi citizens.',
          'Work papers for hosts: the PDF documents you upload, such as a commercial registration, freelance document or tourism licence.',
          'Booking data: the experiences you book or gift, dates, number of guests, add-ons, coupons, gift messages and the recipient\u2019s name and email.',
          'Payment data: the payment provider processes your card. We keep only the last four digits, the expiry date and which card is primary, never the full number or security code.',
          'Messages, questions and reviews you exchange with hosts or guests on the platform.',
          'Technical data: the sign-in cookie, your language, theme and emoji skin-tone preferences, and security logs (IP address, device and time of sign-in).',
        ],
      },
      {
        id: 'how-we-use',
        title: 'How we use your data',
        items: [
          'To create and secure your account, including sign-in codes sent by email or SMS.',
          'To take bookings and payments, issue refunds and pay hosts.',
          'To verify hosts\u2019 identity and work papers before they can host.',
          'To let guests and hosts talk to each other and to show reviews.',
          'To send the notifications you have chosen (see the notifications policy).',
          'To prevent fraud, abuse and unauthorised access, and to meet our legal, tax and accounting duties.',
        ],
        paragraphs: ['We do not sell your personal data and we do not use it for automated decisions that have legal effects on you.'],
      },
      {
        id: 'sharing',
        title: 'Who we share it with',
        items: [
          'The host of an experience you book receives your name, the number of guests and any details needed to run the experience. Guests see a host\u2019s public profile, never their identity documents.',
          'Our card payment provider, to charge cards and run 3-D Secure checks.',
          'The national identity service, only when a Saudi host chooses automatic verification.',
          'Service providers that host our systems and send emails and SMS on our behalf, under contracts that oblige them to protect your data.',
          'Authorities, when Saudi law requires it.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        paragraphs: [
          'We keep account data while your account is open. When you deactivate your account we delete or anonymise your personal data within 90 days, except booking and payment records, which we keep for the period Saudi tax and commercial law requires. Identity images are deleted once a verification is decided and no longer needed for a dispute.',
        ],
      },
      {
        id: 'your-rights',
        title: 'Your rights',
        items: [
          'See and copy the personal data we hold about you.',
          'Correct data that is wrong or incomplete; most of it you can edit yourself in your account settings.',
          'Ask us to delete your data, subject to the records we must keep by law.',
          'Withdraw consent for optional messages at any time from your notification settings.',
          'Complain to the Saudi Data and Artificial Intelligence Authority (SDAIA) if you think we have not respected your rights.',
        ],
      },
      {
        id: 'security',
        title: 'How we protect it',
        paragraphs: [
          'Connections are encrypted, passwords are hashed with a modern algorithm, the sign-in token lives only in your browser\u2019s memory and the refresh cookie cannot be read by scripts. Staff can reach personal data only when their role requires it.',
        ],
        links: [
          { label: 'Cookie policy', to: '/policies/cookies' },
          { label: 'Contact us', to: '/contact-us' },
        ],
      },
    ],
  },

  'notifications-policy': {
    title: 'Notifications policy',
    summary: 'Which messages Tajriba sends you, through which channel, and how to choose what you receive.',
    updated: UPDATED,
    sections: [
      {
        id: 'channels',
        title: 'How we reach you',
        items: [
          'In the app: the bell at the top of the page shows a red dot when something is unread. You can mark one or all notifications as read.',
          'Live updates: new messages and notifications arrive while you are on the site, with a short sound.',
          'Email: booking confirmations, receipts, gift notices and the messages you opt into.',
          'SMS: one-time codes for signing in with your phone and for resetting your password.',
        ],
      },
      {
        id: 'always-sent',
        title: 'Messages we always send',
        paragraphs: [
          'Some messages are part of the service and cannot be switched off: sign-in and verification codes, booking confirmations and changes, cancellations and refunds, payment receipts, identity and work-paper decisions for hosts, and important changes to our terms.',
        ],
      },
      {
        id: 'your-choices',
        title: 'Messages you choose',
        items: [
          'Account notifications: reminders and tips about your account and bookings.',
          'Guest and host messages: an email when someone writes to you on Tajriba.',
          'Offers and coupons: discounts and coupon codes from hosts and from Tajriba.',
          'Newsletter: new experiences, seasonal ideas and stories from our hosts.',
        ],
        paragraphs: ['Change these at any time in Account settings \u2192 Notifications. Every marketing email also has an unsubscribe link.'],
      },
      {
        id: 'codes',
        title: 'Verification codes',
        paragraphs: [
          'Codes are 4 digits and valid for 10 minutes. You can request a new code after 2 minutes for sign-in and password recovery, and after 90 seconds when confirming your email at sign-up. Tajriba staff will never ask you for a code: do not share it with anyone.',
        ],
      },
      {
        id: 'quiet-hours',
        title: 'Timing and language',
        paragraphs: [
          'Messages are sent in the language you use on Tajriba (Arabic or English). Reminders about upcoming experiences are sent in your time zone, which you can set in your account settings.',
        ],
      },
    ],
  },

  'payments-terms-of-service': {
    title: 'Payments terms of service',
    summary: 'How payments, prices, saved cards, refunds and host payouts work on Tajriba.',
    updated: UPDATED,
    sections: [
      {
        id: 'currency-and-prices',
        title: 'Currency and prices',
        paragraphs: [
          'All prices are in Saudi riyals (SAR). The price shown on an experience is the final price per guest, or per group for a private booking, and already includes value added tax (VAT) at 15% and Tajriba\u2019s service fee. Optional add-ons and transport fees, where a host charges them, are shown separately before you pay.',
        ],
      },
      {
        id: 'paying',
        title: 'Paying for a booking',
        items: [
          'You pay by debit or credit card through our licensed card payment provider. Tajriba never sees or stores your full card number or security code.',
          'Your bank may ask you to confirm the payment with 3-D Secure. You will be taken to your bank\u2019s page and brought back to Tajriba to finish.',
          'A booking is confirmed once the payment succeeds. For experiences that need the host\u2019s approval, the booking is confirmed when the host accepts it.',
          'Coupons and discounts are applied before payment and shown in your booking summary.',
        ],
      },
      {
        id: 'saved-cards',
        title: 'Saved cards',
        paragraphs: [
          'You can save cards in Account settings \u2192 Payments for faster checkout. Adding a card may open your bank\u2019s 3-D Secure page. One card is your primary card; you can make another card primary or remove a card that is not primary at any time.',
        ],
      },
      {
        id: 'gifts',
        title: 'Gift bookings',
        paragraphs: [
          'When you book an experience as a gift, you pay and the recipient attends. We email the recipient with your name and optional personal message (up to 500 characters). Refunds for gift bookings go back to the card that paid.',
        ],
      },
      {
        id: 'refunds',
        title: 'Cancellations and refunds',
        paragraphs: [
          'Each experience shows its cancellation policy before you book. If you cancel in time under that policy, you receive a full refund to the original card. If a host cancels, you always receive a full refund. Banks usually show a refund within 5 to 14 business days.',
        ],
        links: [{ label: 'Cancellation policy', to: '/policies/cancellation-policy' }],
      },
      {
        id: 'host-payouts',
        title: 'Payouts to hosts',
        paragraphs: [
          'Hosts are paid in SAR to the Saudi IBAN saved in their account. A host\u2019s earnings for a booking are the listed price less VAT and Tajriba\u2019s platform fee; the exact breakdown is shown in the host dashboard for every experience. Earnings are released after the experience has taken place and no refund request is open.',
        ],
      },
      {
        id: 'disputes',
        title: 'Problems with a payment',
        paragraphs: [
          'If you see a charge you do not recognise, or an experience did not happen as described, contact us within 14 days. You can also ask for a refund from the reservation\u2019s page; the host can approve or reject it and Tajriba reviews any disagreement.',
        ],
      },
    ],
  },

  'how-it-works': {
    title: 'How it works',
    summary: 'Find an experience, book it in a few steps and enjoy it with a local host \u2014 or share your own passion as a host.',
    updated: UPDATED,
    sections: [
      {
        id: 'for-guests',
        title: 'For guests',
        items: [
          'Search by keyword, city, date and number of guests, or browse categories on the home page. Switch to the map to see experiences near you.',
          'Filter by experience type, category, rating, language, price, discounts, cancellation policy, food and drinks, accessibility and more.',
          'Open an experience to see the host, the agenda, what is included, photos, reviews and the available dates.',
          'Book for yourself, book the whole experience privately for your group, or send it as a gift.',
          'Pay by card in SAR. You receive a confirmation by email and find the booking under Reservations.',
          'Chat with your host before the day, then leave a review afterwards.',
        ],
        links: [{ label: 'Browse experiences', to: '/experiences' }],
      },
      {
        id: 'for-hosts',
        title: 'For hosts',
        items: [
          'Create an account and choose to host, or switch to hosting from your profile menu.',
          'Verify your identity and upload your work papers. Unverified hosts cannot publish experiences.',
          'Describe your experience step by step: type, location, agenda, what is included, photos, guest requirements, prices, discounts, availability and cancellation policy.',
          'Once approved, your experience appears in search. Answer guests\u2019 questions and manage bookings from your dashboard.',
          'Get paid to your Saudi IBAN after each experience, and follow your earnings and ratings in the analytics.',
        ],
        links: [{ label: 'Hosting standards', to: '/policies/standards-and-requirements' }],
      },
      {
        id: 'trust',
        title: 'Trust and safety',
        paragraphs: [
          'Every host is identity-verified, payments go through a licensed provider with 3-D Secure, and reviews come only from guests who booked. If something goes wrong, our support team is one message away.',
        ],
      },
    ],
  },

  'help-center': {
    title: 'Help center',
    summary: 'Answers to the questions guests and hosts ask most often.',
    updated: UPDATED,
    sections: [
      {
        id: 'account',
        title: 'Your account',
        items: [
          'I forgot my password: choose \u201cForgot password?\u201d on the sign-in form and get a code by email or SMS.',
          'I don\u2019t receive my code: check your spam folder or the number you entered, then request a new code when the countdown ends.',
          'Can I be a guest and a host? Yes. Use the menu under your picture to switch between guest and host.',
          'How do I change my language or theme? Use the language button and the moon or sun button at the top of every page.',
        ],
      },
      {
        id: 'bookings',
        title: 'Bookings',
        items: [
          'Where are my bookings? Under Reservations in your profile menu, with their status and details.',
          'Can I change or cancel a booking? Open the reservation and choose edit or cancel. The experience\u2019s cancellation policy decides the refund.',
          'What is a private booking? You book the whole experience for your own group, at the host\u2019s private price.',
          'How do gift bookings work? Choose \u201cgift\u201d on the experience page, add the recipient\u2019s name and email and a message; they receive it by email.',
        ],
      },
      {
        id: 'payments',
        title: 'Payments and refunds',
        items: [
          'Which cards are accepted? Debit and credit cards supported by our payment provider; your bank may ask for 3-D Secure.',
          'When do I get my refund? Refunds go to the card you paid with; banks usually take 5 to 14 business days.',
          'Is VAT included? Yes. Prices include VAT at 15% and the service fee.',
        ],
      },
      {
        id: 'hosting',
        title: 'Hosting',
        items: [
          'Why must I verify my identity? It keeps guests safe and is required before you can host.',
          'My verification needs to be resubmitted: open the notification or your profile, read the reviewer\u2019s feedback and upload a new picture.',
          'When are payouts made? After the experience has taken place, to the IBAN saved in your account.',
        ],
      },
      {
        id: 'still-need-help',
        title: 'Still need help?',
        paragraphs: ['Our team answers from Sunday to Thursday, 9:00 to 18:00 (Riyadh time), usually within one working day.'],
        links: [{ label: 'Contact us', to: '/contact-us' }],
      },
    ],
  },

  'terms-and-conditions': {
    title: 'Terms and conditions',
    summary: 'The agreement between you and Tajriba when you use the website as a guest or as a host.',
    updated: UPDATED,
    sections: [
      {
        id: 'acceptance',
        title: 'Accepting these terms',
        paragraphs: [
          'By creating an account or booking an experience you agree to these terms and to the policies they refer to. If we change them in a way that matters, we tell you by email or in the app before the change applies.',
        ],
      },
      {
        id: 'eligibility',
        title: 'Who can use Tajriba',
        paragraphs: [
          'You must be at least 18 years old to create an account. You are responsible for the accuracy of your details and for keeping your password and sign-in codes private. One person may hold one account, which can be used both as a guest and as a host.',
        ],
      },
      {
        id: 'our-role',
        title: 'Our role',
        paragraphs: [
          'Tajriba provides the platform through which hosts offer experiences and guests book them. The contract for an experience is between the guest and the host. Tajriba takes payments on the host\u2019s behalf, verifies hosts and handles disputes, but does not run the experiences.',
        ],
      },
      {
        id: 'guests',
        title: 'Guests\u2019 responsibilities',
        items: [
          'Meet the experience\u2019s requirements (age, group size, gender where the host has restricted it, preparation and items to bring).',
          'Arrive on time; the host may start without late guests.',
          'Respect the host, other guests, local laws and customs.',
          'Give honest reviews based on the experience you attended.',
        ],
      },
      {
        id: 'hosts',
        title: 'Hosts\u2019 responsibilities',
        items: [
          'Pass identity and work-paper verification and hold any licence Saudi law requires for your activity.',
          'Describe the experience accurately, including prices, what is included and any risks.',
          'Honour confirmed bookings and your chosen cancellation policy.',
          'Keep guests safe and follow the standards and requirements policy.',
        ],
      },
      {
        id: 'prohibited',
        title: 'What is not allowed',
        items: [
          'Taking payments or bookings outside Tajriba for experiences found on Tajriba.',
          'False identities, fake reviews or misleading listings.',
          'Harassment, discrimination or content that breaks Saudi law or public morals.',
          'Interfering with the platform\u2019s security or using it automatically without our permission.',
        ],
        paragraphs: ['We may suspend or close accounts that break these rules. Unverified hosts are banned from hosting.'],
      },
      {
        id: 'liability',
        title: 'Liability',
        paragraphs: [
          'Nothing in these terms limits rights you have under Saudi consumer protection law. Otherwise, Tajriba is not liable for the acts of hosts or guests, and our total liability for a booking is limited to the amount paid for it.',
        ],
      },
      {
        id: 'law',
        title: 'Governing law',
        paragraphs: ['These terms are governed by the laws of the Kingdom of Saudi Arabia, and the competent courts of the Kingdom settle any dispute.'],
      },
    ],
  },

  'cancellation-policy': {
    title: 'Cancellation policy',
    summary: 'Each host chooses one of three cancellation options. The option is shown on every experience before you book.',
    updated: UPDATED,
    sections: [
      {
        id: 'options',
        title: 'The three options',
        items: [
          '24 hours: cancel at least 24 hours before the start time for a full refund.',
          '3 days: cancel at least 3 days before the start time for a full refund.',
          '5 days: cancel at least 5 days before the start time for a full refund.',
        ],
        paragraphs: [
          'After that deadline the booking is not refundable, except when the host agrees to a refund request. You can search for experiences by cancellation option in the filters.',
        ],
      },
      {
        id: 'how-to-cancel',
        title: 'How to cancel',
        paragraphs: [
          'Open Reservations, choose the booking and select cancel. The page shows whether you are still inside the free-cancellation window before you confirm. The refund goes to the card that paid, including for gifts.',
        ],
      },
      {
        id: 'host-cancels',
        title: 'If the host cancels',
        paragraphs: [
          'If a host cancels, or an experience cannot take place for a reason on the host\u2019s side, every guest gets a full refund automatically. Repeated cancellations by a host lead to their experiences being hidden from search.',
        ],
      },
      {
        id: 'exceptions',
        title: 'Exceptional circumstances',
        paragraphs: [
          'When official instructions, severe weather warnings or similar events stop an experience from happening safely, we refund guests in full whatever the option, and the host is not penalised.',
        ],
      },
      {
        id: 'changes',
        title: 'Changing a booking',
        paragraphs: [
          'You can ask to move a booking to another available date from the reservation page. The host decides; if they accept, the original cancellation option applies to the new date.',
        ],
        links: [{ label: 'Payments terms', to: '/policies/payments-terms-of-service' }],
      },
    ],
  },

  'identity-verification': {
    title: 'Identity verification',
    summary: 'Every host verifies their identity before hosting. Here is how it works and what happens to your documents.',
    updated: UPDATED,
    sections: [
      {
        id: 'why',
        title: 'Why we verify hosts',
        paragraphs: [
          'Guests meet hosts in person, sometimes at home. Verifying every host\u2019s identity is the first step in keeping them safe, and it is required before any experience can be published.',
        ],
      },
      {
        id: 'saudi-citizens',
        title: 'Saudi citizens',
        paragraphs: [
          'If you hold a Saudi national ID, choose automatic verification. You confirm the request with the national identity service and your identity is verified straight away, without uploading documents.',
        ],
      },
      {
        id: 'other-hosts',
        title: 'Residents and other nationalities',
        items: [
          'Choose your country and the type of document: national ID, driver\u2019s licence, residence permit (iqama) or passport.',
          'Upload clear photos of the document (PNG or JPG, up to 2 MB each) or take them with your camera. A national ID needs the front and the back; other documents need one side.',
          'Take a selfie so we can match your face to the document.',
          'Our team reviews your submission, usually within two working days.',
        ],
      },
      {
        id: 'statuses',
        title: 'Verification status',
        items: [
          'Pending: we are reviewing your documents.',
          'Approved: you are verified.',
          'Resubmit: a picture could not be accepted. Read the reviewer\u2019s feedback and upload a new one from your profile.',
        ],
      },
      {
        id: 'work-papers',
        title: 'Work papers',
        paragraphs: [
          'In addition to identity, hosts upload work papers as PDF files: for example a commercial registration, a freelance document or the licence their activity requires. Experiences can be published once the work papers are approved.',
        ],
      },
      {
        id: 'your-documents',
        title: 'What happens to your documents',
        paragraphs: [
          'Documents are stored encrypted, seen only by the verification team, never shown to guests and deleted when no longer needed, as described in the privacy policy.',
        ],
        links: [{ label: 'Privacy policy', to: '/policies/privacy-policy' }],
      },
    ],
  },

  'standards-and-requirements': {
    title: 'Standards and requirements',
    summary: 'What we expect from every experience and every host on Tajriba.',
    updated: UPDATED,
    sections: [
      {
        id: 'eligibility',
        title: 'Host eligibility',
        items: [
          'Be 18 or older with a verified identity and approved work papers. Unverified hosts are banned from hosting.',
          'Hold the licences and permits Saudi law requires for your activity, including any third-party ticket permits.',
          'Keep a valid Saudi IBAN in your account to receive payouts.',
        ],
      },
      {
        id: 'quality',
        title: 'Quality',
        items: [
          'Expertise: you know your subject well and share it generously.',
          'Insider access: guests do or see something they could not easily do alone.',
          'Connection: the experience creates real contact between you and your guests.',
          'Accuracy: the title, photos (up to six, showing the real experience), agenda, duration and what is included match what guests get.',
        ],
      },
      {
        id: 'safety',
        title: 'Safety',
        items: [
          'State the activity level, the minimum age and any skills or preparation needed.',
          'Provide safe equipment and vehicles when you include them, with licensed drivers.',
          'Say clearly whether the experience is accessible for people with reduced mobility.',
          'Have a plan for bad weather and emergencies and share emergency contacts with guests.',
        ],
      },
      {
        id: 'respect',
        title: 'Respect and local customs',
        paragraphs: [
          'Experiences must respect Saudi law, public morals and local customs. Men-only or women-only experiences are allowed when the host states it in the guest requirements. Discrimination on any other ground is not allowed.',
        ],
      },
      {
        id: 'reliability',
        title: 'Reliability',
        paragraphs: [
          'Keep your availability up to date, answer messages and questions promptly and honour confirmed bookings. Frequent cancellations or low ratings may lead to an experience being paused.',
        ],
      },
    ],
  },

  'experience-types': {
    title: 'Experience types',
    summary: 'Experiences on Tajriba take place in one of three formats. Each works a little differently.',
    updated: UPDATED,
    sections: [
      {
        id: 'at-host',
        title: 'At the host\u2019s place',
        paragraphs: [
          'The host welcomes guests at a location they choose: their home, workshop, farm, a desert camp or a meeting point in the city. The city and location are shown on the experience, with a separate meeting point when it differs. Some hosts include transport, with the fees shown or included in the price.',
        ],
      },
      {
        id: 'at-guest',
        title: 'At the guest\u2019s place',
        paragraphs: [
          'The host comes to you: a cooking class in your kitchen, a calligraphy lesson at your office, a coffee ceremony for your family gathering. Hosts list the regions they travel to and any travel cost.',
        ],
      },
      {
        id: 'online',
        title: 'Online',
        paragraphs: [
          'Join from anywhere through a video platform. The host lists the platform, the time zone, the devices you need and how to prepare; the link is shared after booking.',
        ],
      },
      {
        id: 'booking-options',
        title: 'Booking options',
        items: [
          'Public booking: join other guests, paying per person.',
          'Private booking: book the whole experience for your group, when the host offers it, at a group price with its own minimum and maximum group size.',
          'Instant booking: confirmed immediately. Other experiences are confirmed when the host accepts.',
          'Add-ons: extras such as meals, souvenirs or equipment, chosen at checkout.',
        ],
        links: [{ label: 'Search experiences', to: '/search' }],
      },
    ],
  },

  wallet: {
    title: 'Wallet',
    summary: 'Where you follow your payments, refunds and, for hosts, your earnings and payouts.',
    updated: UPDATED,
    sections: [
      {
        id: 'guests',
        title: 'For guests',
        paragraphs: [
          'Transactions in your profile lists every payment and refund with its date, amount in SAR and status: paid, payment initiated, refund requested, refunded, partially refunded, failed or cancelled. Refunds are always returned to the card that paid.',
        ],
        links: [{ label: 'My transactions', to: '/transactions' }],
      },
      {
        id: 'cards',
        title: 'Saved cards',
        paragraphs: [
          'Keep one or more cards in Account settings \u2192 Payments. Only the last digits and expiry are shown. Your primary card is suggested first at checkout.',
        ],
      },
      {
        id: 'hosts',
        title: 'For hosts',
        items: [
          'Each booking shows its price, VAT (15%), Tajriba\u2019s platform fee and your net earnings.',
          'Earnings become available after the experience has taken place and no refund request is open.',
          'Payouts are sent in SAR to the Saudi IBAN in your account. Keep it up to date to avoid delays.',
          'Your dashboard shows earnings over the last 24 hours, 7 days, 30 days or 12 months, or a range you choose.',
        ],
      },
      {
        id: 'invoices',
        title: 'Tax invoices',
        paragraphs: ['A VAT invoice is issued for every paid booking and sent by email; hosts find theirs in the dashboard.'],
      },
    ],
  },

  'learning-center': {
    title: 'Learning center',
    summary: 'Practical guides to help hosts create experiences guests love.',
    updated: UPDATED,
    sections: [
      {
        id: 'great-listing',
        title: 'Write a great listing',
        items: [
          'Lead with what makes your experience unique in a short, specific title.',
          'Describe the agenda step by step, with the time each part takes.',
          'Be clear about what is included (food, drinks, equipment) and what guests should bring.',
          'Choose keywords and a category that match what guests search for.',
        ],
      },
      {
        id: 'photos',
        title: 'Take photos that sell',
        items: [
          'Upload up to six photos in PNG or JPG, showing real guests taking part, not only the place.',
          'Use daylight, keep the camera steady and avoid heavy filters or text on images.',
          'Put your strongest photo first: it is the one shown in search results.',
        ],
      },
      {
        id: 'pricing',
        title: 'Price with confidence',
        items: [
          'Look at similar experiences in your city to set a fair price per guest.',
          'If you accept private bookings, set a group price that covers your minimum.',
          'Use group discounts and coupons to fill quiet dates (see Offers).',
          'Remember that guests see a final price including VAT and the service fee, while your dashboard shows your net earnings.',
        ],
        links: [{ label: 'How offers work', to: '/offers' }],
      },
      {
        id: 'availability',
        title: 'Plan your availability',
        paragraphs: [
          'Open time slots between 07:00 and 23:00 on the days you can host, block holidays, and choose how far in advance guests can book and how late they can still book before the start.',
        ],
      },
      {
        id: 'reviews',
        title: 'Earn great reviews',
        paragraphs: [
          'Greet guests warmly, start on time, share stories only you can tell, and send a thank-you message afterwards. Experiences with excellent ratings earn the guest-favourite and top-5 badges in search.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookie policy',
    summary: 'Tajriba uses as few cookies and browser storage items as possible. Here is each one and why.',
    updated: UPDATED,
    sections: [
      {
        id: 'necessary',
        title: 'Strictly necessary',
        items: [
          'tj_rt: keeps you signed in between visits. It is an HTTP-only cookie that scripts cannot read, sent only to our sign-in service, and removed when you sign out.',
          'Your sign-in token itself is kept only in the page\u2019s memory and disappears when you close the tab.',
        ],
      },
      {
        id: 'preferences',
        title: 'Preferences',
        paragraphs: [
          'Your language, light or dark mode and emoji skin tone are saved in your browser\u2019s local storage so the site looks the way you left it. They are not sent to our servers.',
        ],
      },
      {
        id: 'third-parties',
        title: 'Third parties',
        paragraphs: [
          'We do not use advertising or cross-site tracking cookies. If you choose to sign in with Google or Facebook, or your bank shows a 3-D Secure page, those services set their own cookies under their own policies.',
        ],
      },
      {
        id: 'control',
        title: 'Your control',
        paragraphs: [
          'You can delete cookies and site data in your browser settings at any time. If you block the sign-in cookie you will need to sign in on every visit.',
        ],
        links: [{ label: 'Privacy policy', to: '/policies/privacy-policy' }],
      },
    ],
  },

  'about-us': {
    title: 'About Tajriba',
    summary:
      'Tajriba \u2014 Arabic for \u201cexperience\u201d \u2014 is a marketplace for experiences hosted by the people who know Saudi Arabia and the region best.',
    updated: UPDATED,
    sections: [
      {
        id: 'story',
        title: 'Our story',
        paragraphs: [
          'Travel is changing in Saudi Arabia. Visitors arrive from around the world, and residents are rediscovering their own cities, deserts, mountains and coasts. What makes a trip memorable is rarely a place alone; it is the person who shows it to you.',
          'Tajriba brings those people online: the falconer in the desert near Riyadh, the grandmother who teaches Hijazi cooking in Jeddah, the diver on the Red Sea coast, the calligrapher who runs workshops online. We make it easy to find them, book them and pay safely.',
        ],
      },
      {
        id: 'what-we-offer',
        title: 'What you can do on Tajriba',
        items: [
          'Discover experiences at a host\u2019s place, at your own place or online, in Arabic, English and other languages.',
          'Book alone, privately for your group, or as a gift for someone you love.',
          'Talk to hosts before you book and read reviews from guests who went.',
          'Become a host and earn from what you know and love.',
        ],
      },
      {
        id: 'values',
        title: 'What we stand for',
        items: [
          'Authenticity: experiences led by local people, not packaged tours.',
          'Trust: every host verifies their identity and work papers; every payment is protected.',
          'Respect: for our guests, our hosts and the customs of the places we share.',
          'Fairness: clear prices in SAR with VAT included, and clear cancellation rules.',
        ],
      },
      {
        id: 'join',
        title: 'Join us',
        paragraphs: ['Whether you want to try something new this weekend or share your craft with the world, there is a place for you on Tajriba.'],
        links: [
          { label: 'Browse experiences', to: '/experiences' },
          { label: 'How it works', to: '/policies/how-it-works' },
          { label: 'Contact us', to: '/contact-us' },
        ],
      },
    ],
  },

  offers: {
    title: 'Offers, discounts and coupons',
    summary: 'Hosts on Tajriba can lower their prices in two ways. Here is how each works and how to find experiences that have them.',
    updated: UPDATED,
    sections: [
      {
        id: 'group-discounts',
        title: 'Group discounts',
        paragraphs: [
          'A host can reward larger groups automatically. Each discount applies to a range of group sizes (for example 4 to 8 guests) and is either a percentage of the price (up to 100%) or a fixed amount in SAR. When your booking falls in the range, the discount is applied at checkout and shown in your booking summary \u2014 no code needed.',
        ],
      },
      {
        id: 'coupons',
        title: 'Coupon codes',
        items: [
          'Hosts create coupons with a code and a name, a percentage or fixed SAR value, and a validity period.',
          'A host may limit how many times each guest can use a coupon.',
          'Enter the code at checkout; the reduction appears in the booking summary before you pay.',
          'Hosts share their codes with their followers, repeat guests and partners; opt into \u201coffers and coupons\u201d in your notification settings to receive them by email.',
        ],
      },
      {
        id: 'how-applied',
        title: 'How the price is worked out',
        paragraphs: [
          'Discounts and coupons reduce the price of the experience. VAT at 15% and the service fee are included in the final amount you pay, which is always shown in SAR before payment. Add-ons are priced separately.',
        ],
      },
      {
        id: 'find-offers',
        title: 'Find experiences with offers',
        paragraphs: ['Use the \u201cdiscounts\u201d filter in search to see only experiences that currently offer a discount.'],
        links: [{ label: 'Experiences with discounts', to: '/search?discount=true' }],
      },
      {
        id: 'for-hosts',
        title: 'For hosts',
        paragraphs: [
          'Add group discounts and coupons in the \u201cDiscounts and coupons\u201d step when you create or edit an experience. Offers are a good way to fill weekday dates and to thank returning guests.',
        ],
        links: [{ label: 'Learning center', to: '/policies/learning-center' }],
      },
    ],
  },

  'contact-us': {
    title: 'Contact us',
    summary: 'Questions about a booking, hosting or your account? Send us a message and our team will get back to you.',
    updated: UPDATED,
    sections: [
      {
        id: 'hours',
        title: 'When we answer',
        paragraphs: [
          'Our support team works Sunday to Thursday, 9:00 to 18:00 Riyadh time, and replies within one working day, in Arabic or English. For a problem during an experience that is happening now, use the chat with your host first.',
        ],
      },
      {
        id: 'before-you-write',
        title: 'Before you write',
        items: [
          'Include your booking reference or the experience name if your message is about a booking.',
          'Never send card numbers, passwords or verification codes by message.',
        ],
        links: [{ label: 'Help center', to: '/policies/help-center' }],
      },
    ],
  },
};
