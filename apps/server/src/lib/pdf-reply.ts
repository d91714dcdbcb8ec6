import type { FastifyReply } from 'fastify';

/** A document drawn for one request: shown in the browser's viewer under its file name, never cached. */
export function sendPdf(reply: FastifyReply, pdf: { fileName: string; body: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${pdf.fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf.body);
}
