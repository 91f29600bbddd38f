import { REFERRAL_REWARD } from '@tajriba/contracts';
import type { Lang } from '../lib/i18n';
import type { OtpPurpose } from '../db/schema/core';

/** Texts of the messages the API sends, in both languages. */
const codeTexts: Record<OtpPurpose, Record<Lang, { subject: string; intro: string }>> = {
  signup: {
    'en-US': { subject: 'Your Tajriba sign-up code', intro: 'Welcome to Tajriba! Use this code to confirm your email address:' },
    ar: { subject: 'رمز التسجيل في تجربة', intro: 'مرحبًا بك في تجربة! استخدم هذا الرمز لتأكيد بريدك الإلكتروني:' },
  },
  login: {
    'en-US': { subject: 'Your Tajriba sign-in code', intro: 'Use this code to sign in to Tajriba:' },
    ar: { subject: 'رمز الدخول إلى تجربة', intro: 'استخدم هذا الرمز لتسجيل الدخول إلى تجربة:' },
  },
  reset: {
    'en-US': { subject: 'Reset your Tajriba password', intro: 'Use this code to choose a new password:' },
    ar: { subject: 'إعادة تعيين كلمة المرور في تجربة', intro: 'استخدم هذا الرمز لاختيار كلمة مرور جديدة:' },
  },
  'verify-email': {
    'en-US': { subject: 'Confirm your new email address', intro: 'Use this code to confirm your new email address on Tajriba:' },
    ar: { subject: 'تأكيد بريدك الإلكتروني الجديد', intro: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني الجديد في تجربة:' },
  },
  'verify-phone': {
    'en-US': { subject: 'Confirm your phone number', intro: 'Your Tajriba verification code:' },
    ar: { subject: 'تأكيد رقم هاتفك', intro: 'رمز التحقق الخاص بك في تجربة:' },
  },
  'two-factor': {
    'en-US': { subject: 'Your Tajriba sign-in code', intro: 'Someone signed in to your Tajriba account with your password. If it was you, finish with this code:' },
    ar: { subject: 'رمز الدخول إلى تجربة', intro: 'سجّل أحدهم الدخول إلى حسابك في تجربة بكلمة المرور. إن كنت أنت، فأكمل الدخول بهذا الرمز:' },
  },
};

export function codeMessage(purpose: OtpPurpose, lang: Lang, code: string, minutes: number) {
  const tx = codeTexts[purpose][lang];
  const validity = lang === 'ar' ? `الرمز صالح لمدة ${minutes} دقائق. إن لم تطلبه فتجاهل هذه الرسالة.` : `The code is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`;
  return { subject: tx.subject, body: `${tx.intro}\n\n${code}\n\n${validity}` };
}

export function referralMessage(lang: Lang, inviter: string, link: string) {
  return lang === 'ar'
    ? {
        subject: `${inviter} يدعوك إلى تجربة`,
        body: `دعاك ${inviter} لاكتشاف تجارب فريدة يقدّمها مضيفون محليون في المملكة العربية السعودية وما حولها.\n\nأنشئ حسابك من هنا: ${link}\n\nبعد أول حجز مدفوع لك يحصل كلٌّ منكما على خصم ${REFERRAL_REWARD.percent.toLocaleString('ar-SA-u-nu-arab')}٪ على الحجز التالي (بحد أقصى ${REFERRAL_REWARD.maxAmount.toLocaleString('ar-SA-u-nu-arab')} ريال).`,
      }
    : {
        subject: `${inviter} invited you to Tajriba`,
        body: `${inviter} invited you to discover unique experiences hosted by locals in Saudi Arabia and nearby.\n\nCreate your account here: ${link}\n\nOnce your first booking is paid, you both get ${REFERRAL_REWARD.percent}% off your next booking (at most SAR ${REFERRAL_REWARD.maxAmount}).`,
      };
}

/** The refer-a-friend reward, e-mailed to the inviter and the friend when the friend's first booking is paid. */
export function rewardMessage(lang: Lang, name: string, code: string, validUntil: Date) {
  const { percent, maxAmount } = REFERRAL_REWARD;
  const day = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(validUntil);
  if (lang === 'ar') {
    const n = (v: number) => v.toLocaleString('ar-SA-u-nu-arab');
    return {
      subject: `مكافأتك: خصم ${n(percent)}٪ على حجزك القادم`,
      body: `مرحبًا ${name}،\n\nحصلت على مكافأة دعوة صديق في تجربة: خصم ${n(percent)}٪ على حجزك القادم (بحد أقصى ${n(maxAmount)} ريال).\n\nرمز القسيمة: ${code}\nصالحة حتى ${day('ar-SA-u-ca-gregory-nu-arab')}، لحجز واحد. تجدها أيضًا في ملفك الشخصي وعند الدفع.`,
    };
  }
  return {
    subject: `Your reward: ${percent}% off your next booking`,
    body: `Hello ${name},\n\nYou earned a refer-a-friend reward on Tajriba: ${percent}% off your next booking (at most SAR ${maxAmount}).\n\nCoupon code: ${code}\nValid until ${day('en-GB')}, for one booking. You also find it on your profile and at checkout.`,
  };
}

/** Fixed text only: the address is not proven to be the sender's, so nothing they typed is echoed. */
export function contactReceipt(lang: Lang) {
  return lang === 'ar'
    ? {
        subject: 'استلمنا رسالتك',
        body: 'مرحبًا،\n\nشكرًا لتواصلك مع تجربة. استلمنا رسالتك وسيرد عليك فريقنا قريبًا.\n\nإن لم تراسلنا أنت، فتجاهل هذه الرسالة.',
      }
    : {
        subject: 'We received your message',
        body: 'Hello,\n\nThank you for contacting Tajriba. We received your message and our team will reply soon.\n\nIf you did not write to us, please ignore this e-mail.',
      };
}
