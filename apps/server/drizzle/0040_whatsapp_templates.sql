ALTER TABLE "share_links" DROP CONSTRAINT "share_links_kind_check";--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "deposit_return_template_id" varchar(1000) DEFAULT 'Halo Kak {nama_depan}, deposit kamar {kamar} sebesar {deposit} kami kembalikan {jumlah}{potongan}. Bukti pengembalian: {link}
Terima kasih sudah tinggal bersama kami.' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "deposit_return_template_en" varchar(1000) DEFAULT 'Hello {nama_depan}, we are returning {jumlah} of your {deposit} deposit for room {kamar}{potongan}. Return receipt: {link}
Thank you for staying with us.' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_kind_check" CHECK ("share_links"."document_kind" in (1, 2, 3, 4));
--> statement-breakpoint
-- Hand-written (the next six statements): a template still equal to the old default (never
-- changed by the business) becomes today's default; a template the business wrote stays as written.
-- The audit trigger is off meanwhile: a schema change, no one's act.
ALTER TABLE "business_profile" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "business_profile" SET "reminder_template_id" = E'Halo Kak {nama_depan}, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar {kamar} sebesar {total} untuk:\n{rincian}\n\n{cara_bayar}\nRincian tagihan: {link}\n\nTerima kasih.' WHERE "reminder_template_id" = E'Halo {nama}, tagihan sewa kamar {kamar} untuk {periode} sebesar {jumlah} jatuh tempo pada {jatuh_tempo}. Rinciannya: {link}\nTerima kasih.';--> statement-breakpoint
UPDATE "business_profile" SET "reminder_template_en" = E'Hello {nama_depan}, we hope you are well. This is a friendly reminder that the rent for room {kamar} comes to {total}, for:\n{rincian}\n\n{cara_bayar}\nDetails: {link}\n\nThank you.' WHERE "reminder_template_en" = E'Hello {nama}, the rent for room {kamar} for {periode}, {jumlah}, is due on {jatuh_tempo}. Details: {link}\nThank you.';--> statement-breakpoint
UPDATE "business_profile" SET "receipt_template_id" = E'Halo Kak {nama_depan}, terima kasih. Pembayaran {jumlah} untuk kamar {kamar} ({periode}) sudah kami terima. Kuitansi: {link}' WHERE "receipt_template_id" = E'Halo {nama}, terima kasih. Pembayaran {jumlah} untuk kamar {kamar} ({periode}) sudah kami terima. Kuitansi: {link}';--> statement-breakpoint
UPDATE "business_profile" SET "receipt_template_en" = E'Hello {nama_depan}, thank you. We have received {jumlah} for room {kamar} ({periode}). Receipt: {link}' WHERE "receipt_template_en" = E'Hello {nama}, thank you. We have received {jumlah} for room {kamar} ({periode}). Receipt: {link}';--> statement-breakpoint
ALTER TABLE "business_profile" ENABLE TRIGGER USER;
