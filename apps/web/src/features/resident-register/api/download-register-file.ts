import { type Language, paths, type RegisterFileFormat, type ResidentRegisterFileQuery } from '@kamar/contract';
import { downloadFile } from '../../../components/files/download-file';

/** The register as a PDF or an Excel workbook in a language: a GET (not a call), as ZResidentRegisterFileQuery reads it. */
export function registerFileUrl(
  of: { propertyId: number; date: string; since: string },
  format: RegisterFileFormat,
  language: Language,
) {
  const asked: ResidentRegisterFileQuery = {
    propertyId: of.propertyId,
    ...(of.date ? { date: of.date } : {}),
    ...(of.since ? { since: of.since } : {}),
    format,
    lang: language,
  };
  const query = new URLSearchParams(Object.entries(asked).map(([key, value]) => [key, String(value)]));
  return `${paths.report.residentRegisterFile}?${query.toString()}`;
}

/** Saved under the server's name (ours if it gave none). */
export const downloadRegisterFile = (
  of: { propertyId: number; date: string; since: string },
  format: RegisterFileFormat,
  language: Language,
) => downloadFile(registerFileUrl(of, format, language), `resident-register-${of.date}.${format}`);
