import { type DocumentLanguage, registerText, type ZResidentRegisterRequest } from '@kamar/contract';
import type { z } from 'zod';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { type RegisterDocument, registerDocument } from './register-document.js';
import { renderRegisterExcel } from './register-excel.js';
import type { ResidentRegisterService } from './resident-register.service.js';

type Request = z.output<typeof ZResidentRegisterRequest>;

export interface RegisterFile {
  name: string;
  contentType: string;
  body: Buffer;
}

/** The register as a PDF or an Excel file, in the language asked. */
export function createRegisterFiles(deps: {
  clock: Clock;
  businessTimezone: string;
  register: ResidentRegisterService;
  /** Draws the register's PDF (`renderRegisterPdf`, register-pdf.ts): the app's render pool, off the event loop. */
  drawPdf: (language: DocumentLanguage, doc: RegisterDocument) => Promise<Buffer>;
  business: (propertyId: number) => Promise<{ businessName: string; address: string; phone: string }>;
}) {
  async function document(request: Request, language: DocumentLanguage) {
    // The register first: a property the caller does not see is refused before anything else is read.
    const register = await deps.register.register(request);
    const business = await deps.business(request.propertyId);
    const madeOn = businessDate(deps.clock.now(), deps.businessTimezone);
    return { register, doc: registerDocument(language, register, business, madeOn) };
  }
  const nameOf = (language: DocumentLanguage, date: string, propertyId: number, extension: string) =>
    `${registerText(language, 'title').toLowerCase().replace(/ /g, '-')}-${date}-${propertyId}.${extension}`;

  return {
    async pdf(request: Request, language: DocumentLanguage): Promise<RegisterFile> {
      const { register, doc } = await document(request, language);
      const body = await deps.drawPdf(language, doc);
      return {
        name: nameOf(language, register.date, register.propertyId, 'pdf'),
        contentType: 'application/pdf',
        body,
      };
    },
    async excel(request: Request, language: DocumentLanguage): Promise<RegisterFile> {
      const { register, doc } = await document(request, language);
      return {
        name: nameOf(language, register.date, register.propertyId, 'xlsx'),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await renderRegisterExcel(doc),
      };
    },
  };
}

export type RegisterFiles = ReturnType<typeof createRegisterFiles>;
