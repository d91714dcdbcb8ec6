/**
 * Catalogue taxonomies (ordered): ingredient categories and functions, and the packaging option
 * lists (types, materials, finishes). Korean labels follow the usage of the Korean cosmetics industry.
 */
export type TermSeed = { slug: string; ko: string; en: string };

/** Ingredient categories: what kind of raw material it is. */
export const CATEGORIES: TermSeed[] = [
  { slug: 'solvent', ko: '용제', en: 'Solvent' },
  { slug: 'humectant', ko: '보습제', en: 'Humectant' },
  { slug: 'emollient', ko: '에몰리언트', en: 'Emollient' },
  { slug: 'oil-butter', ko: '오일·버터·왁스', en: 'Oil, butter & wax' },
  { slug: 'silicone', ko: '실리콘', en: 'Silicone' },
  { slug: 'emulsifier', ko: '유화제', en: 'Emulsifier' },
  { slug: 'surfactant', ko: '계면활성제', en: 'Surfactant' },
  { slug: 'conditioning-agent', ko: '컨디셔닝제', en: 'Conditioning agent' },
  { slug: 'thickener', ko: '점증제', en: 'Thickener' },
  { slug: 'film-former', ko: '피막형성제', en: 'Film former' },
  { slug: 'preservative', ko: '보존제', en: 'Preservative' },
  { slug: 'antioxidant', ko: '산화방지제', en: 'Antioxidant' },
  { slug: 'active', ko: '기능성·활성 성분', en: 'Active' },
  { slug: 'vitamin', ko: '비타민', en: 'Vitamin' },
  { slug: 'peptide', ko: '펩타이드', en: 'Peptide' },
  { slug: 'botanical-extract', ko: '식물 추출물', en: 'Botanical extract' },
  { slug: 'ferment', ko: '발효·바이오 성분', en: 'Ferment & bio-derived' },
  { slug: 'uv-filter', ko: '자외선 차단제', en: 'UV filter' },
  { slug: 'colorant', ko: '색소', en: 'Colorant' },
  { slug: 'powder', ko: '분체', en: 'Powder & filler' },
  { slug: 'fragrance', ko: '향료', en: 'Fragrance' },
  { slug: 'ph-adjuster', ko: 'pH 조절제', en: 'pH adjuster' },
  { slug: 'chelating', ko: '금속이온봉쇄제', en: 'Chelating agent' },
];

/** Functions: the claims and technical roles an ingredient supports. */
export const FUNCTIONS: TermSeed[] = [
  { slug: 'moisturising', ko: '보습', en: 'Moisturising' },
  { slug: 'brightening', ko: '미백', en: 'Brightening' },
  { slug: 'anti-wrinkle', ko: '주름 개선', en: 'Anti-wrinkle' },
  { slug: 'soothing', ko: '진정', en: 'Soothing' },
  { slug: 'uv-protection', ko: '자외선 차단', en: 'UV protection' },
  { slug: 'barrier-repair', ko: '피부 장벽 강화', en: 'Barrier repair' },
  { slug: 'anti-acne', ko: '여드름 피부 완화', en: 'Anti-acne' },
  { slug: 'sebum-control', ko: '피지 조절', en: 'Sebum control' },
  { slug: 'exfoliating', ko: '각질 제거', en: 'Exfoliating' },
  { slug: 'antioxidant', ko: '항산화', en: 'Antioxidant' },
  { slug: 'cooling', ko: '청량감', en: 'Cooling' },
  { slug: 'skin-conditioning', ko: '피부 컨디셔닝', en: 'Skin conditioning' },
  { slug: 'emollient', ko: '유연', en: 'Emollient' },
  { slug: 'hair-conditioning', ko: '모발 컨디셔닝', en: 'Hair conditioning' },
  { slug: 'anti-dandruff', ko: '비듬 완화', en: 'Anti-dandruff' },
  { slug: 'hair-loss-care', ko: '탈모 증상 완화', en: 'Hair-loss care' },
  { slug: 'cleansing', ko: '세정', en: 'Cleansing' },
  { slug: 'emulsifying', ko: '유화', en: 'Emulsifying' },
  { slug: 'thickening', ko: '점증', en: 'Thickening' },
  { slug: 'film-forming', ko: '피막 형성', en: 'Film forming' },
  { slug: 'preserving', ko: '보존', en: 'Preserving' },
  { slug: 'chelating', ko: '금속이온 봉쇄', en: 'Chelating' },
  { slug: 'ph-adjusting', ko: 'pH 조절', en: 'pH adjusting' },
  { slug: 'solvent', ko: '용제', en: 'Solvent' },
  { slug: 'colouring', ko: '착색', en: 'Colouring' },
  { slug: 'fragrance', ko: '착향', en: 'Fragrance' },
];

/** Packaging types. */
export const SUB_TYPES: TermSeed[] = [
  { slug: 'bottle', ko: '보틀', en: 'Bottle' },
  { slug: 'pump-bottle', ko: '펌프 용기', en: 'Pump bottle' },
  { slug: 'airless', ko: '에어리스 용기', en: 'Airless bottle' },
  { slug: 'dropper', ko: '스포이트 용기', en: 'Dropper bottle' },
  { slug: 'ampoule', ko: '앰플', en: 'Ampoule' },
  { slug: 'spray', ko: '미스트 스프레이', en: 'Mist spray' },
  { slug: 'jar', ko: '크림 용기(자)', en: 'Jar' },
  { slug: 'tube', ko: '튜브', en: 'Tube' },
  { slug: 'stick', ko: '스틱 용기', en: 'Stick' },
  { slug: 'compact', ko: '콤팩트·쿠션', en: 'Compact & cushion' },
  { slug: 'pouch', ko: '파우치·샘플', en: 'Pouch & sachet' },
  { slug: 'cap', ko: '캡', en: 'Cap' },
  { slug: 'pump', ko: '펌프', en: 'Pump' },
  { slug: 'box', ko: '단상자', en: 'Unit box' },
  { slug: 'label', ko: '라벨', en: 'Label' },
];

/** Packaging materials. */
export const SUB_MATERIALS: TermSeed[] = [
  { slug: 'pet', ko: 'PET', en: 'PET' },
  { slug: 'pcr-pet', ko: 'PCR PET(재생)', en: 'PCR PET (recycled)' },
  { slug: 'petg', ko: 'PETG', en: 'PETG' },
  { slug: 'pp', ko: 'PP', en: 'PP' },
  { slug: 'pe', ko: 'PE', en: 'PE' },
  { slug: 'hdpe', ko: 'HDPE', en: 'HDPE' },
  { slug: 'ldpe', ko: 'LDPE', en: 'LDPE' },
  { slug: 'bio-pe', ko: '바이오 PE(사탕수수)', en: 'Bio-PE (sugarcane)' },
  { slug: 'glass', ko: '유리', en: 'Glass' },
  { slug: 'acrylic', ko: '아크릴(PMMA)', en: 'Acrylic (PMMA)' },
  { slug: 'san', ko: 'AS(SAN)', en: 'AS (SAN)' },
  { slug: 'abs', ko: 'ABS', en: 'ABS' },
  { slug: 'aluminium', ko: '알루미늄', en: 'Aluminium' },
  { slug: 'laminate', ko: '라미네이트(PBL/ABL)', en: 'Laminate (PBL/ABL)' },
  { slug: 'paper', ko: '종이·판지', en: 'Paper & board' },
];

/** Packaging finishes and decorations. */
export const SUB_FINISHES: TermSeed[] = [
  { slug: 'transparent', ko: '투명', en: 'Transparent' },
  { slug: 'frosted', ko: '프로스트(반투명)', en: 'Frosted' },
  { slug: 'matte', ko: '무광', en: 'Matte' },
  { slug: 'glossy', ko: '유광', en: 'Glossy' },
  { slug: 'metallic', ko: '메탈릭(증착)', en: 'Metallic (metallised)' },
  { slug: 'soft-touch', ko: '소프트 터치', en: 'Soft-touch' },
  { slug: 'pearl', ko: '펄', en: 'Pearl' },
  { slug: 'gradient', ko: '그라데이션 도장', en: 'Gradient spray' },
  { slug: 'uv-coated', ko: 'UV 코팅', en: 'UV-coated' },
  { slug: 'silk-screen', ko: '실크 인쇄', en: 'Silk-screen print' },
  { slug: 'hot-stamped', ko: '핫스탬핑', en: 'Hot-stamped' },
  { slug: 'embossed', ko: '엠보싱', en: 'Embossed' },
];
