import { seeding } from './bench-buyers.ts';

export type ProductSeedResult = {
  products: number;
  options: number;
  checkoutProductId: string;
  checkoutOptionId: string;
  seconds: number;
};

const WORDS_KO = [
  '수분',
  '진정',
  '미백',
  '탄력',
  '시카',
  '세라마이드',
  '히알루론',
  '비타민',
  '녹차',
  '어성초',
  '콜라겐',
  '펩타이드',
];
const WORDS_EN = [
  'Hydrating',
  'Calming',
  'Brightening',
  'Firming',
  'Cica',
  'Ceramide',
  'Hyaluronic',
  'Vitamin',
  'Green tea',
  'Houttuynia',
  'Collagen',
  'Peptide',
];
const KINDS_KO = ['토너', '세럼', '크림', '클렌저', '선크림', '마스크', '앰플', '로션'];
const KINDS_EN = ['Toner', 'Serum', 'Cream', 'Cleanser', 'Sunscreen', 'Mask', 'Ampoule', 'Lotion'];
const CATEGORIES = ['skincare', 'cleansing', 'suncare', 'makeup', 'body', 'hair', 'set'];

/**
 * `total` generated shop products for the product-list rows (85 % active, 10 % sold out, 5 % hidden,
 * 1–3 options each, prices from ₩5,000, created over two years), in two statements, then one product
 * with a million units for the checkout row (its stock never runs out during a run).
 */
export async function seedBenchProducts(databaseUrl: string, total: number): Promise<ProductSeedResult> {
  return seeding(databaseUrl, async (pool) => {
    await pool.query(
      `insert into products (name_ko, name_en, summary_ko, summary_en, category, status, sold_count, created_at)
       select ($2::text[])[1 + g % 12] || ' ' || ($3::text[])[1 + (g / 12) % 8] || ' ' || g,
         ($4::text[])[1 + g % 12] || ' ' || ($5::text[])[1 + (g / 12) % 8] || ' ' || g,
         '벤치 상품 요약', 'Bench product summary', ($6::text[])[1 + (g / 7) % 7],
         case when g % 20 = 0 then 'hidden' when g % 10 = 3 then 'sold_out' else 'active' end,
         (g * 7919) % 500, now() - make_interval(mins => g * 97)
       from generate_series(1, $1::int) g`,
      [total, WORDS_KO, KINDS_KO, WORDS_EN, KINDS_EN, CATEGORIES],
    );
    const options = await pool.query(
      `insert into product_options (product_id, position, name_ko, name_en, price, stock)
       select p.id, o, (o + 1) * 50 || ' ml', (o + 1) * 50 || ' ml', 5000 + ((p.number * 37) % 60) * 1000 + o * 8000,
         case when p.status = 'sold_out' then 0 else (p.number * 13 + o) % 200 end
       from products p, generate_series(0, p.number % 3) o where p.summary_en = 'Bench product summary'`,
    );
    await pool.query(`update products p set from_price = o.price, stock = o.stock
      from (select product_id, min(price) as price, sum(stock) as stock from product_options group by product_id) o
      where o.product_id = p.id`);
    const checkout = await pool.query<{ id: string }>(
      `insert into products (name_ko, name_en, category, status) values ('벤치 결제 상품', 'Bench checkout product', 'skincare', 'active')
       returning id`,
    );
    const option = await pool.query<{ id: string }>(
      `insert into product_options (product_id, name_ko, name_en, price, stock) values ($1, '기본', 'Default', 10000, 1000000)
       returning id`,
      [checkout.rows[0]!.id],
    );
    await pool.query(`update products set from_price = 10000, stock = 1000000 where id = $1`, [checkout.rows[0]!.id]);
    await pool.query('analyze products');
    await pool.query('analyze product_options');
    return {
      products: total + 1,
      options: (options.rowCount ?? 0) + 1,
      checkoutProductId: checkout.rows[0]!.id,
      checkoutOptionId: option.rows[0]!.id,
    };
  });
}
