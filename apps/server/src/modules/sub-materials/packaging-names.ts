/**
 * A workflow record's packaging (a sample request's, a quote's, a production order's) as its screens
 * name it: the catalogue's names while the item exists, else the name kept when the record was made.
 */

/** The row's packaging columns: the name it kept (`packaging_name`) and the catalogue's (`p.name_ko`, `p.name_en`). */
export type PackagingNameRow = {
  packaging_name: string | null;
  packaging_name_ko: string | null;
  packaging_name_en: string | null;
};

/** The packaging's Korean and English names, the catalogue's first. */
export function packagingNames(r: PackagingNameRow): { nameKo: string; nameEn: string } {
  return {
    nameKo: r.packaging_name_ko ?? r.packaging_name ?? '',
    nameEn: r.packaging_name_en ?? r.packaging_name ?? '',
  };
}
