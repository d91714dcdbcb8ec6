import { POLICY_KINDS, type Policy, type PolicyKind } from '@formulab/shared/policies/policies.schema';
import { askedPolicyVersion } from '@formulab/shared/policies/policy-version';
import type { Db } from '../../db/client.ts';
import { currentPolicies, getPolicy } from '../policies/policies.service.ts';
import { clip, titled, type Lang, type PageMeta } from './seo.html.ts';

const isKind = (kind: string): kind is PolicyKind => (POLICY_KINDS as readonly string[]).includes(kind);

/**
 * The metadata of `/policies/:kind` (the terms, privacy or refund policy in force) and of
 * `/policies/:kind?version=N` (an earlier or scheduled version, as the page shows it to anyone); null
 * for an unknown kind, a kind with no version in force yet, or a version that is not there — the
 * screen's "not found", so the caller answers 404.
 */
export async function policyMeta(
  { db, publicUrl, lang }: { db: Db; publicUrl: string; lang: Lang },
  kind: string,
  rawVersion: string | null,
): Promise<PageMeta | null> {
  if (!isKind(kind)) return null;
  const version = askedPolicyVersion(rawVersion);
  if (Number.isNaN(version)) return null;
  const policy: Policy | null | undefined =
    version === undefined ? (await currentPolicies(db)).find((p) => p.kind === kind) : await getPolicy(db, kind, version);
  if (!policy) return null;
  const name = lang === 'ko' ? policy.titleKo : policy.titleEn;
  const title = version === undefined ? name : `${name} (${lang === 'ko' ? `버전 ${version}` : `version ${version}`})`;
  const description = clip(lang === 'ko' ? policy.bodyKo : policy.bodyEn) || name;
  const url = `${publicUrl}/policies/${kind}${version === undefined ? '' : `?version=${version}`}`;
  return {
    lang,
    title: titled(title),
    description,
    canonical: url,
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description,
      url,
      version: String(policy.version),
      datePublished: policy.effectiveAt,
      publisher: { '@type': 'Organization', name: 'Formulab', url: `${publicUrl}/intro` },
    },
    noscript: { heading: title, text: description },
  };
}

/** The policies in force, for the sitemap: their pages, each dated by when its version took effect. */
export async function policyPages(db: Db, publicUrl: string): Promise<{ loc: string; lastmod: string }[]> {
  return (await currentPolicies(db)).map((p) => ({ loc: `${publicUrl}/policies/${p.kind}`, lastmod: p.effectiveAt }));
}
