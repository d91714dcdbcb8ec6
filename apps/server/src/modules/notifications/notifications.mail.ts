import type { RecordSubject as Subject } from '@formulab/shared/workflow/workflow.schema';

/** Status e-mails in the recipient's language: what changed, and the link to the record. */
type Lang = 'ko' | 'en';

const SUBJECT_NAME: Record<Subject, Record<Lang, string>> = {
  sample: { ko: '샘플 요청', en: 'Sample request' },
  quote: { ko: '견적', en: 'Quote' },
  order: { ko: '생산 주문', en: 'Production order' },
  purchase: { ko: '구매', en: 'Purchase' },
  inquiry: { ko: '1:1 문의', en: 'Inquiry' },
  partnership: { ko: '제휴 문의', en: 'Partnership inquiry' },
  recipe: { ko: '처방', en: 'Recipe' },
};

const STATE_NAME: Record<string, Record<Lang, string>> = {
  submitted: { ko: '접수됨', en: 'submitted' },
  reviewing: { ko: '검토 중', en: 'under review' },
  awaiting_payment: { ko: '결제 대기', en: 'awaiting payment' },
  in_production: { ko: '생산 중', en: 'in production' },
  shipped: { ko: '발송됨', en: 'shipped' },
  delivered: { ko: '배송 완료', en: 'delivered' },
  rejected: { ko: '반려됨', en: 'rejected' },
  cancelled: { ko: '취소됨', en: 'cancelled' },
  requested: { ko: '요청됨', en: 'requested' },
  quoted: { ko: '견적 도착', en: 'quoted' },
  accepted: { ko: '수락됨', en: 'accepted' },
  ordered: { ko: '주문 생성', en: 'ordered' },
  expired: { ko: '기한 만료', en: 'expired' },
  declined: { ko: '거절됨', en: 'declined' },
  pending_payment: { ko: '결제 대기', en: 'awaiting payment' },
  paid: { ko: '결제 완료', en: 'paid' },
  quality_check: { ko: '품질 검사', en: 'in quality check' },
  partially_shipped: { ko: '부분 출고', en: 'partly shipped' },
  preparing: { ko: '상품 준비 중', en: 'being prepared' },
  refund_requested: { ko: '환불 요청됨', en: 'refund requested' },
  refunded: { ko: '환불 완료', en: 'refunded' },
  open: { ko: '답변 대기', en: 'waiting for an answer' },
  answered: { ko: '답변 완료', en: 'answered' },
  closed: { ko: '종료됨', en: 'closed' },
  new: { ko: '신규 접수', en: 'new' },
  // a rule change moved a recipe's compliance verdict (issue 15)
  compliance_pass: { ko: '모든 시장 적합', en: 'compliant in every target market' },
  compliance_warning: { ko: '확인 필요', en: 'to be checked in a target market' },
  compliance_fail: { ko: '부적합 시장 있음', en: 'failing in a target market' },
  // …and the one notification that counts an owner's other recipes it moved (ref "+12")
  compliance_more: { ko: '판정이 바뀐 레시피 더 있음', en: 'more recipes whose verdict changed' },
};

/** 으로 after a final consonant other than ㄹ, 로 otherwise (결제 대기로, 생산 중으로, 발송됨으로). */
function euro(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11171) return '(으)로';
  const final = code % 28;
  return final === 0 || final === 8 ? '로' : '으로';
}

export function statusMail(subject: Subject, ref: string, state: string, lang: string, name: string, link: string) {
  const l: Lang = lang === 'en' ? 'en' : 'ko';
  const what = SUBJECT_NAME[subject][l];
  const status = STATE_NAME[state]?.[l] ?? state;
  if (state === 'compliance_more') {
    const n = ref.replace(/^\+/, '');
    return l === 'ko'
      ? {
          subject: `[Formulab] 규정 변경: 레시피 ${n}개의 판정이 더 바뀌었습니다`,
          text: `${name}님,\n\n규정 변경으로 레시피 ${n}개의 판정이 더 바뀌었습니다. 레시피 목록에서 확인해 주세요.\n\n첫 레시피 보기: ${link}\n\n이 알림 메일은 계정 설정에서 끌 수 있습니다.`,
          kind: `status.${subject}`,
        }
      : {
          subject: `[Formulab] Rule change: the verdict of ${n} more recipes changed`,
          text: `Hello ${name},\n\nA rule change moved the verdict of ${n} more of your recipes. Your recipe list shows each one.\n\nSee the first: ${link}\n\nYou can turn these e-mails off in your account settings.`,
          kind: `status.${subject}`,
        };
  }
  return l === 'ko'
    ? {
        subject: `[Formulab] ${what} ${ref}: ${status}`,
        text: `${name}님,\n\n${what} ${ref}의 상태가 '${status}'${euro(status)} 바뀌었습니다.\n\n자세히 보기: ${link}\n\n이 알림 메일은 계정 설정에서 끌 수 있습니다.`,
        kind: `status.${subject}`,
      }
    : {
        subject: `[Formulab] ${what} ${ref}: ${status}`,
        text: `Hello ${name},\n\n${what} ${ref} is now ${status}.\n\nSee it here: ${link}\n\nYou can turn these e-mails off in your account settings.`,
        kind: `status.${subject}`,
      };
}

/** A status push in the recipient's language: "샘플 요청 S-000042" / "발송됨" (the link is the caller's). */
export function statusPush(subject: Subject, ref: string, state: string, lang: string): { title: string; body: string } {
  const l: Lang = lang === 'en' ? 'en' : 'ko';
  const status = STATE_NAME[state]?.[l] ?? state;
  return {
    title: `${SUBJECT_NAME[subject][l]} ${ref}`,
    body: l === 'ko' ? `상태: ${status}` : `Now ${status}`,
  };
}
