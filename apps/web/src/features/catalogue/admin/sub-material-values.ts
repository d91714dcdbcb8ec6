import { randomId } from '@mantine/hooks';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import type { SubMaterialDetail, SubMaterialInput } from '@formulab/shared/catalogue/sub-materials.schema';
import { num, type NumberValue } from '../../../components/admin/index.ts';

/** What the packaging form edits: Select values are strings, empty number fields are ''. */
export type SubMaterialFormValues = {
  code: string;
  nameKo: string;
  nameEn: string;
  typeId: string | null;
  materialId: string | null;
  capacityMl: NumberValue;
  finishIds: string[];
  colours: { key: string; ko: string; en: string }[];
  moq: NumberValue;
  priceTiers: { key: string; minQty: NumberValue; unitPrice: NumberValue }[];
  leadTimeDays: NumberValue;
  descriptionKo: string;
  descriptionEn: string;
  visible: boolean;
  images: FileRef[];
};

/** A record's values; a copy (`copy`) keeps everything but the code and the images (files belong to one record). */
export function toValues(d: SubMaterialDetail | null, copy = false): SubMaterialFormValues {
  if (!d) {
    return {
      code: '',
      nameKo: '',
      nameEn: '',
      typeId: null,
      materialId: null,
      capacityMl: '',
      finishIds: [],
      colours: [],
      moq: '',
      priceTiers: [{ key: randomId(), minQty: '', unitPrice: '' }],
      leadTimeDays: '',
      descriptionKo: '',
      descriptionEn: '',
      visible: true,
      images: [],
    };
  }
  return {
    code: copy ? '' : d.code,
    nameKo: d.nameKo,
    nameEn: d.nameEn,
    typeId: String(d.type.id),
    materialId: String(d.material.id),
    capacityMl: d.capacityMl ?? '',
    finishIds: d.finishes.map((f) => String(f.id)),
    colours: d.colours.map((c) => ({ key: randomId(), ...c })),
    moq: d.moq,
    priceTiers: d.priceTiers.map((p) => ({ key: randomId(), ...p })),
    leadTimeDays: d.leadTimeDays,
    descriptionKo: d.descriptionKo,
    descriptionEn: d.descriptionEn,
    visible: copy ? false : d.visible,
    images: copy ? [] : d.images,
  };
}

/** The values as the schema sees them: a missing number stays missing so that the schema names the field. */
export function toInput(v: SubMaterialFormValues): SubMaterialInput {
  return {
    code: v.code,
    nameKo: v.nameKo,
    nameEn: v.nameEn,
    typeId: v.typeId ? Number(v.typeId) : undefined,
    materialId: v.materialId ? Number(v.materialId) : undefined,
    capacityMl: v.capacityMl === '' ? null : num(v.capacityMl),
    finishIds: v.finishIds.map(Number),
    colours: v.colours.map(({ ko, en }) => ({ ko, en })),
    moq: num(v.moq),
    priceTiers: v.priceTiers.map((p) => ({ minQty: num(p.minQty), unitPrice: num(p.unitPrice) })),
    leadTimeDays: num(v.leadTimeDays),
    descriptionKo: v.descriptionKo,
    descriptionEn: v.descriptionEn,
    visible: v.visible,
    imageIds: v.images.map((i) => i.id),
  } as unknown as SubMaterialInput;
}
