/** Version 1 of the terms of service, privacy policy and refund policy (ko / en). */
const effectiveAt = new Date('2026-01-01T00:00:00+09:00');

export const POLICY_SEED = [
  {
    kind: 'terms',
    version: 1,
    effectiveAt,
    titleKo: '서비스 이용약관',
    titleEn: 'Terms of Service',
    bodyKo: [
      '제1조 (목적) 이 약관은 Formulab(이하 "회사")이 제공하는 화장품 ODM/OEM 고객 포털 서비스(이하 "서비스")의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.',
      '제2조 (회원가입) 회원은 회사가 정한 양식에 따라 정확한 정보를 입력하고 이 약관과 개인정보 처리방침에 동의하여 가입합니다. 허위 정보로 가입한 경우 이용이 제한될 수 있습니다.',
      '제3조 (서비스의 내용) 회사는 원료 및 부자재 정보 제공, 처방(레시피) 작성 도구, 샘플 의뢰, 견적, 생산 주문, 완제품 구매와 결제, 고객 문의를 제공합니다.',
      '제4조 (처방의 소유) 회원이 작성한 비공개 처방은 회원의 자산이며, 회사는 샘플·견적·생산 업무 수행에 필요한 범위에서만 이를 열람합니다. 회원이 공개로 설정한 처방은 다른 회원이 열람하고 복사할 수 있습니다.',
      '제5조 (회원의 의무) 회원은 계정 정보를 안전하게 관리하고, 타인의 정보를 도용하거나 서비스의 정상적인 운영을 방해해서는 안 됩니다.',
      '제6조 (계약 해지) 회원은 언제든지 계정 설정에서 탈퇴할 수 있습니다. 관련 법령이 보관을 요구하는 거래 기록은 법정 기간 동안 보관됩니다.',
      '제7조 (분쟁 해결) 이 약관에 관한 분쟁은 대한민국 법을 따르며, 관할 법원은 민사소송법에 따릅니다.',
    ].join('\n\n'),
    bodyEn: [
      'Article 1 (Purpose) These terms set out the conditions and procedures for using the Formulab cosmetics ODM/OEM customer portal (the "Service") and the rights and duties of Formulab (the "Company") and its members.',
      'Article 2 (Membership) Members join by entering accurate information in the form the Company provides and by accepting these terms and the privacy policy. Use may be restricted for accounts created with false information.',
      'Article 3 (The Service) The Company provides information on ingredients and packaging, a formulation (recipe) editor, sample requests, quotes, production orders, purchases and payment of finished products, and customer support.',
      'Article 4 (Ownership of formulations) Private formulations written by a member belong to that member; the Company reads them only as far as needed to handle samples, quotes and production. Formulations a member makes public may be viewed and copied by other members.',
      "Article 5 (Duties of members) Members keep their account credentials safe and must not use another person's information or disrupt the operation of the Service.",
      'Article 6 (Termination) Members may delete their account at any time in the account settings. Transaction records the law requires are kept for the statutory period.',
      'Article 7 (Disputes) These terms are governed by the laws of the Republic of Korea; the competent court is determined by the Civil Procedure Act.',
    ].join('\n\n'),
  },
  {
    kind: 'privacy',
    version: 1,
    effectiveAt,
    titleKo: '개인정보 처리방침',
    titleEn: 'Privacy Policy',
    bodyKo: [
      '1. 수집하는 항목: 이메일, 이름, 회사명, 전화번호, 사업자등록번호(선택), 배송지, 접속 기록.',
      '2. 이용 목적: 회원 식별, 샘플·견적·주문 처리와 배송, 고객 문의 응대, 법령상 의무 이행. 마케팅 정보는 별도로 동의한 경우에만 보냅니다.',
      '3. 보관 기간: 회원 탈퇴 시 지체 없이 파기합니다. 다만 전자상거래법에 따라 계약·결제 기록은 5년, 소비자 불만 처리 기록은 3년간 보관합니다.',
      '4. 제3자 제공 및 위탁: 결제(결제대행사), 배송(택배사)에 필요한 최소한의 정보만 제공합니다.',
      '5. 이용자의 권리: 언제든지 계정 설정에서 정보를 열람·수정하고 탈퇴할 수 있습니다.',
      '6. 개인정보 보호책임자: privacy@formulab.local',
    ].join('\n\n'),
    bodyEn: [
      '1. What we collect: e-mail, name, company name, phone number, business registration number (optional), shipping addresses and access logs.',
      '2. Why: to identify members, to handle and ship samples, quotes and orders, to answer inquiries and to meet legal duties. Marketing messages are sent only with separate consent.',
      '3. How long: deleted without delay when a member leaves, except contract and payment records (5 years) and complaint records (3 years) kept under the E-Commerce Act.',
      '4. Sharing: only the minimum needed is shared with the payment provider and the carrier.',
      '5. Your rights: view, correct or delete your data at any time in the account settings.',
      '6. Privacy officer: privacy@formulab.local',
    ].join('\n\n'),
  },
  {
    kind: 'refund',
    version: 1,
    effectiveAt,
    titleKo: '환불 정책',
    titleEn: 'Refund Policy',
    bodyKo:
      '완제품은 수령 후 7일 이내 미개봉 상태에서 환불을 요청할 수 있습니다. 맞춤 생산 주문은 생산 착수 전까지 취소할 수 있으며 결제 금액 전액을 환불합니다. 샘플 비용은 샘플 제작 착수 후에는 환불되지 않습니다.',
    bodyEn:
      'Finished products may be returned unopened within 7 days of delivery for a refund. Custom production orders may be cancelled with a full refund until production starts. Sample fees are not refundable once sample production has started.',
  },
];
