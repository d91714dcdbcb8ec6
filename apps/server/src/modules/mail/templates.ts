/** Account e-mails in the recipient's language. Plain text first: it reads everywhere. */
type Lang = 'ko' | 'en';

const t = {
  verify: {
    ko: {
      subject: '[Formulab] 이메일 주소를 확인해 주세요',
      body: (name: string, url: string) =>
        `${name}님, Formulab에 가입해 주셔서 감사합니다.\n\n아래 링크를 열어 이메일 주소를 확인해 주세요 (24시간 동안 유효):\n${url}\n\n본인이 가입하지 않았다면 이 메일을 무시하셔도 됩니다.`,
    },
    en: {
      subject: '[Formulab] Please confirm your e-mail address',
      body: (name: string, url: string) =>
        `Hello ${name}, thank you for joining Formulab.\n\nOpen this link to confirm your e-mail address (valid for 24 hours):\n${url}\n\nIf you did not sign up, you can ignore this message.`,
    },
  },
  reset: {
    ko: {
      subject: '[Formulab] 비밀번호 재설정',
      body: (name: string, url: string) =>
        `${name}님, 비밀번호 재설정 요청을 받았습니다.\n\n아래 링크에서 새 비밀번호를 설정하세요 (1시간 동안 유효):\n${url}\n\n요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.`,
    },
    en: {
      subject: '[Formulab] Reset your password',
      body: (name: string, url: string) =>
        `Hello ${name}, we received a request to reset your password.\n\nSet a new password here (valid for 1 hour):\n${url}\n\nIf you did not ask for this, ignore this message; your password stays the same.`,
    },
  },
} as const;

export function accountMail(kind: keyof typeof t, lang: string, name: string, url: string) {
  const l: Lang = lang === 'en' ? 'en' : 'ko';
  const m = t[kind][l];
  return { subject: m.subject, text: m.body(name, url), kind };
}
