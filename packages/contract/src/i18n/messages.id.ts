import type { Catalogue } from './catalogue.js';
import type { messagesEn } from './messages.en.js';

/**
 * The messages in Indonesian, as a kos front desk would read them (the business's words are in
 * apps/web/src/lib/i18n/GLOSSARY.md). Same codes and placeholders as messages.en.ts; a code
 * missing here fails the typecheck.
 */
export const messagesId: Catalogue<typeof messagesEn> = {
  server: {
    error: 'Terjadi kesalahan. Silakan hubungi bagian IT.',
    closing: 'Server sedang dimulai ulang. Silakan coba lagi sebentar lagi.',
  },
  client: {
    networkError: 'Gangguan jaringan. Periksa koneksi internet Anda.',
    serverError: 'Server sedang bermasalah',
    unexpectedError: 'Terjadi kesalahan. Silakan hubungi bagian IT.',
  },
  request: {
    notFound: 'Tidak ditemukan',
    malformedJson: 'Isi permintaan bukan JSON yang valid',
    unsupportedMediaType: 'Jenis konten tidak didukung',
    tooLarge: 'Permintaan terlalu besar',
    tooMany: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
    invalid: 'Permintaan tidak valid',
    multipartRequired: 'Kirim permintaan ini sebagai multipart/form-data',
    multipartInvalid: 'Unggahan bukan multipart/form-data yang valid',
    unexpectedFile: 'Berkas {{part}} tidak dikenal: hanya satu foto (photoID) yang boleh dikirim',
  },
  database: {
    unavailable: 'Database sedang tidak dapat diakses. Silakan coba lagi.',
    diskFull:
      'Disk server penuh, jadi perubahan ini tidak tersimpan. Mohon beri tahu bagian IT; semua data yang sudah tersimpan tetap aman.',
    outcomeUnknown:
      'Database berhenti menjawab saat perubahan ini sedang disimpan, jadi perubahan ini mungkin sudah tersimpan atau belum. Periksa dulu sebelum mencoba lagi.',
  },
  auth: {
    tokenExpired: 'Sesi Anda sudah berakhir. Silakan masuk kembali.',
    unauthorized: 'Akses ditolak. Silakan masuk kembali.',
    noAdminAccess: 'Pengguna tidak memiliki hak akses admin!',
    roleNotAllowed: 'Pengguna tidak memiliki hak akses admin! {{role, role}} tidak boleh {{permission, permission}}.',
    invalidCredentials: 'Nama pengguna atau kata sandi salah',
    userDisabled: 'Pengguna ini dinonaktifkan. Silakan hubungi administrator Anda.',
    tooManyAttempts: 'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam {{minutes}} menit.',
    tooManyAttemptsSeconds: 'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam {{seconds}} detik.',
  },
  field: {
    required: '{{field}} wajib diisi!',
    notText: '{{field}} harus berupa teks',
    tooLong: '{{field}} maksimal {{max}} karakter',
    tooShort: '{{field}} minimal {{min}} karakter',
    notWholeNumber: '{{field}} harus berupa bilangan bulat',
    notBoolean: '{{field}} harus ya atau tidak',
    outOfRange: '{{field}} harus antara {{min}} dan {{max}}',
    moneyOutOfRange: '{{field}} harus antara {{min, money}} dan {{max, money}}',
    invalidChoice: '{{field}} bukan pilihan yang valid',
    invalidDate: '{{field}} harus berupa tanggal (YYYY-MM-DD)',
    invalidEmail: '{{field}} harus berupa alamat email',
    digitsOnly: '{{field}} hanya boleh berisi angka',
    invalidPhone: '{{field}} bukan nomor telepon: gunakan angka, spasi, tanda hubung dan + di depan',
    invalidCharacters: '{{field}} berisi karakter yang tidak diizinkan',
    directionControl: '{{field}} berisi karakter tersembunyi yang mengubah arah teks',
    invalid: '{{field}}: {{issue, zod}}',
    notList: '{{field}} harus berupa daftar',
    tooManyItems: '{{field}} maksimal berisi {{max}} data',
    notGroup: '{{field}} harus berupa kelompok isian',
  },
  record: {
    stale: 'Data ini baru saja diubah orang lain. Muat ulang lalu coba lagi.',
    conflict: 'Data ini bentrok dengan data lain. Muat ulang lalu coba lagi.',
    deleted: 'Data ini sudah dihapus. Pulihkan dulu sebelum mengubahnya.',
    pastMoneyBound:
      'Ada jumlah pada data ini yang melebihi {{max, money}}, batas satu jumlah di Kamar. Tidak ada yang disimpan; perbaiki jumlah itu dulu.',
    totalTooLarge:
      'Ini membuat total jumlah yang tercatat melewati {{max, money}}, batas yang dapat dijumlahkan Kamar dengan tepat. Tidak ada yang disimpan; periksa jumlahnya.',
  },
  idempotency: {
    keyInvalid: 'Header Idempotency-Key harus 1 sampai {{max}} karakter yang terlihat',
    keyReused: 'Idempotency-Key ini sudah dipakai untuk permintaan lain',
  },
  user: {
    notFound: 'Pengguna tidak ditemukan',
    usernameFormat: 'Nama Pengguna hanya boleh berisi huruf, angka, titik, tanda hubung, dan garis bawah',
    usernameTaken: 'Nama pengguna {{username}} sudah dipakai',
    lastAdminDisable: 'Pemilik aktif terakhir tidak dapat dinonaktifkan',
    lastAdminDemote: 'Pemilik aktif terakhir harus tetap berperan Pemilik',
    cannotDisableSelf: 'Anda tidak dapat menonaktifkan pengguna Anda sendiri',
    confirmPasswordRequired: 'Konfirmasi Kata Sandi wajib diisi',
    passwordMismatch: 'Kata sandi tidak cocok!',
  },
  tenant: {
    notFound: 'Penyewa tidak ditemukan',
    dateOfBirthFuture: 'Tanggal Lahir tidak boleh di masa depan',
    duplicateNik: 'NIK ini sudah terdaftar atas nama {{tenantName}}',
    photoNotFound: 'Foto tidak ditemukan',
    photoNotFile: 'Foto harus dikirim sebagai berkas',
    photoType: 'Foto harus berupa gambar JPG, PNG, atau GIF',
    photoUnreadable: 'Foto tidak dapat dibaca sebagai gambar',
    photoTooLarge: 'Ukuran foto maksimal 5 MB',
  },
  booking: {
    notFound: 'Pemesanan tidak ditemukan',
    checkOutBeforeCheckIn: 'Tanggal Check Out harus setelah Tanggal Check In',
    tenantNotActive: 'Penyewa tidak ditemukan atau tidak aktif',
    roomNotFound: 'Kamar tidak ditemukan',
    roomNotBookable: 'Kamar {{room}} tidak dapat dipesan: kamar sedang tidak siap atau tidak aktif',
    roomTaken: 'Kamar {{room}} sudah dipesan dari {{from, date}} sampai {{to, date}}',
    roomTakenOnwards: 'Kamar {{room}} sudah dipesan mulai {{from, date}}',
    roomTakenUnknown: 'Kamar {{room}} sudah dipesan pada tanggal tersebut',
    deleted: 'Pemesanan ini sudah dihapus. Pulihkan dulu.',
    editNotActive: 'Hanya pemesanan aktif yang dapat diubah. Aktifkan kembali dulu.',
    checkInNotActive: 'Hanya pemesanan aktif yang dapat Check In',
    alreadyCheckedIn: 'Pemesanan ini sudah Check In',
    checkInNotYet: 'Pemesanan ini baru dapat Check In mulai {{date, date}}',
    checkOutNotActive: 'Hanya pemesanan aktif yang dapat Check Out',
    checkOutNotStarted: 'Masa sewa ini belum dimulai. Batalkan saja pemesanannya.',
    checkOutNotArrived: 'Penyewa belum Check In. Lakukan Check In dulu, atau batalkan pemesanannya.',
    reactivateNotComplete: 'Hanya pemesanan yang sudah selesai yang dapat diaktifkan kembali',
    cancelNotActive: 'Hanya pemesanan aktif yang dapat dibatalkan',
    cancelCheckedIn: 'Pemesanan yang sudah Check In tidak dapat dibatalkan. Lakukan Check Out.',
    walkInTenantEither: 'Pilih penyewa atau isi penyewa baru, jangan keduanya',
    changeRentNotOpen: 'Sewa pemesanan yang dibatalkan atau dihapus tidak dapat diubah',
    changeRentBeforeCheckIn: 'Berlaku Mulai harus pada atau setelah tanggal check-in, {{date, date}}',
    changeRentAfterCheckOut: 'Berlaku Mulai harus sebelum tanggal check-out, {{date, date}}',
    rentNotTypePrice:
      'Sewa harus sama dengan harga tipe kamar, {{price, money}}. Hanya manajer atau pemilik yang boleh menyepakati sewa lain.',
  },
  payment: {
    notFound: 'Pembayaran tidak ditemukan',
    bookingNotPayable: 'Pembayaran hanya dapat dicatat untuk pemesanan yang aktif',
    accountOnlyForTransfer: 'Rekening hanya diisi untuk transfer bank',
    paymentDateRangeReversed: 'Tanggal Bayar Dari tidak boleh setelah Tanggal Bayar Sampai',
    pastStay:
      'Keuangan sewa yang berakhir lebih dari {{days}} hari lalu, atau keuangan banyak penyewa sekaligus, hanya boleh dilihat manajer atau pemilik.',
  },
  deposit: {
    notFound: 'Deposit tidak ditemukan',
    alreadySettled: 'Deposit ini sudah diselesaikan',
    deleted: 'Deposit ini sudah dihapus; pulihkan dulu sebelum diselesaikan',
    settledLocked: 'Deposit ini sudah diselesaikan; jenis dan jumlahnya tidak dapat diubah lagi',
    returnAmountTooHigh: 'Jumlah Dikembalikan tidak boleh melebihi jumlah deposit ({{max, money}})',
    ownedAmountMustBeZero: 'Jumlah Dikembalikan harus 0 jika deposit hangus',
    returnBeforePayment: 'Tanggal Pengembalian tidak boleh sebelum deposit dibayar ({{date, date}})',
    notReturned: 'Deposit ini belum dikembalikan, jadi belum ada kuitansi pengembaliannya',
    paidBills: 'Deposit ini membayar tagihan saat dikembalikan; deposit ini tidak dapat lagi dihapus atau dipindahkan',
    deductionsOnlyWhenReturned: 'Potongan hanya dapat dibuat saat deposit dikembalikan',
    deductionBillRequired: 'Pilih tagihan belum dibayar yang akan dipotong',
    deductionBillNotAllowed: 'Hanya potongan tagihan belum dibayar yang menyebut tagihan',
    deductionNoteRequired: 'Catatan wajib diisi untuk potongan lainnya',
    deductionBillNotOpen: 'Tagihan {{period, date}} tidak memiliki sisa yang harus dibayar',
    deductionBillTooHigh:
      'Potongan untuk tagihan {{period, date}} paling banyak sisa yang harus dibayar ({{max, money}})',
    deductionsTooHigh: 'Jumlah potongan paling banyak jumlah deposit ({{max, money}})',
    returnAmountMismatch: 'Jumlah Dikembalikan harus sama dengan deposit dikurangi potongan ({{amount, money}})',
  },
  bill: {
    notFound: 'Tagihan tidak ditemukan',
    dueRangeReversed: 'Jatuh Tempo Dari tidak boleh setelah Jatuh Tempo Sampai',
    alreadyVoid: 'Tagihan ini sudah dibatalkan',
    notPayable: 'Tagihan ini sudah lunas atau dibatalkan; pilih tagihan lain atau kosongkan tagihan',
    ofAnotherBooking: 'Tagihan ini milik pemesanan lain',
    onlyForRent: 'Tagihan hanya dapat dipilih untuk pembayaran sewa',
  },
  setting: {
    lateFeeAmountRequired: 'Jumlah Denda wajib diisi untuk denda ini',
    lateFeeCapTooLow: 'Batas Denda paling sedikit jumlah per hari',
  },
  expense: {
    notFound: 'Pengeluaran tidak ditemukan',
    employeeNotAvailable: 'Karyawan tidak ditemukan atau tidak aktif',
    employeeOnlyForHumanResource: 'Karyawan hanya dapat dipilih untuk pengeluaran SDM',
    dateRangeReversed: 'Dari Tanggal tidak boleh setelah Sampai Tanggal',
  },
  roomType: {
    notFound: 'Tipe kamar tidak ditemukan',
    nameTaken: 'Tipe Kamar {{name}} sudah ada',
    nameTakenDeleted: 'Tipe Kamar {{name}} sudah ada sebagai tipe kamar yang dihapus; pulihkan saja',
    inUse: 'Tipe Kamar {{name}} masih dipakai kamar {{rooms, join}}',
    inUseMany: 'Tipe Kamar {{name}} masih dipakai kamar {{rooms, join}} dan {{more}} kamar lainnya',
    deleted: 'Tipe Kamar {{name}} sudah dihapus; pulihkan atau pilih yang lain',
  },
  room: {
    notFound: 'Kamar tidak ditemukan',
    numberTaken: 'Kamar {{room}} sudah ada',
    numberTakenDeleted: 'Kamar {{room}} sudah ada sebagai kamar yang dihapus; pulihkan saja',
    numberFormat: 'Nomor Kamar hanya boleh berisi huruf, angka, dan tanda hubung',
    numberFixed: 'Nomor Kamar tidak dapat diubah; tambahkan kamar baru saja',
  },
  cardVendor: {
    notFound: 'Vendor kartu tidak ditemukan',
    nameTaken: 'Vendor Kartu {{name}} sudah ada',
    nameTakenDeleted: 'Vendor Kartu {{name}} sudah ada sebagai vendor kartu yang dihapus; pulihkan saja',
    inUse: 'Vendor Kartu {{name}} masih dipakai kamar {{rooms, join}}',
    inUseMany: 'Vendor Kartu {{name}} masih dipakai kamar {{rooms, join}} dan {{more}} kamar lainnya',
    deleted: 'Vendor Kartu {{name}} sudah dihapus; pulihkan atau pilih yang lain',
  },
  chargeType: {
    notFound: 'Jenis biaya tidak ditemukan',
    nameTaken: 'Jenis Biaya {{name}} sudah ada',
    nameTakenDeleted: 'Jenis Biaya {{name}} sudah ada sebagai jenis biaya yang dihapus; pulihkan saja',
    unitRequired: 'Satuan wajib diisi untuk biaya meteran (kWh, m3...)',
    minimumOnlyMetered: 'Biaya Minimum hanya untuk biaya meteran; biarkan 0',
    everyPropertyOwners: 'Jenis biaya untuk semua properti diatur oleh pemilik; pilih salah satu properti Anda',
  },
  meterReading: {
    notFound: 'Catatan meteran tidak ditemukan',
    startRequired: 'Angka Awal Meteran Baru wajib diisi jika meteran diganti',
    belowStart: 'Angka Meteran tidak boleh di bawah angka awal meteran baru',
    belowPrevious:
      'Angka Meteran {{reading}} di bawah angka sebelumnya, {{previous}} pada {{date, date}}. Jika meteran diganti, centang Meteran Diganti dan isi angka awalnya.',
    beforePrevious: 'Tanggal Catat harus setelah catatan sebelumnya dari meteran ini, pada {{date, date}}',
    inFuture: 'Tanggal Catat tidak boleh setelah hari ini',
    sameDate: 'Kamar {{room}} sudah punya catatan {{type}} pada {{date, date}}',
    notMetered: '{{type}} tidak dicatat dari meteran; tambahkan sebagai biaya penghuni',
    typeNotActive: 'Jenis Biaya {{type}} sudah dihapus; pulihkan atau pilih yang lain',
    typeOfAnotherProperty: '{{type}} bukan jenis biaya properti kamar {{room}}',
    typeTwice: '{{type}} dicatat dua kali; kirim satu angka per meteran',
    highUsage:
      'Pemakaian {{usage}} {{unit}} sejak {{date, date}} lebih dari {{factor}} kali pemakaian biasa kamar {{room}}. Periksa angkanya, lalu simpan sekali lagi untuk memastikan.',
    notLatest: 'Hanya catatan terakhir meteran ini yang bisa diubah; catatan {{date, date}} dihitung darinya',
    billPaid: 'Catatan ini ada di tagihan {{number}} yang sudah lunas. Catat angka baru untuk membetulkannya.',
    photoRequired: 'Pilih foto meteran yang akan diunggah',
    photoNotFile: 'Foto harus dikirim sebagai berkas',
    photoType: 'Foto harus berupa gambar JPG, PNG, atau GIF',
    photoUnreadable: 'Foto tidak dapat dibaca sebagai gambar',
    photoTooLarge: 'Ukuran foto maksimal 5 MB',
    photoNotFound: 'Foto tidak ditemukan',
  },
  stayCharge: {
    notFound: 'Biaya tidak ditemukan',
    endBeforeStart: 'Tanggal Selesai tidak boleh sebelum Tanggal Mulai',
    metered: '{{type}} ditagih dari catatan meteran, bukan sebagai biaya penghuni',
    typeNotActive: 'Jenis Biaya {{type}} sudah dihapus; pulihkan atau pilih yang lain',
    typeOfAnotherProperty: '{{type}} bukan jenis biaya properti tempat penghuni ini tinggal',
    bookingNotOpen: 'Biaya hanya bisa ditambahkan ke sewa yang aktif atau sudah selesai',
    startBeforeCheckIn: 'Tanggal Mulai harus pada atau setelah tanggal check-in, {{date, date}}',
    priceNotTypePrice:
      'Harga satuan harus harga jenis biayanya, {{price, money}}. Hanya manajer atau pemilik yang boleh menyepakati harga lain.',
    onPaidBill:
      'Biaya ini ada di tagihan {{number}} yang sudah lunas; tidak bisa diubah. Tambahkan biaya baru untuk membetulkannya.',
    deleted: 'Biaya ini sudah dihentikan; tidak bisa diubah',
  },
  expenseCategory: {
    notFound: 'Kategori pengeluaran tidak ditemukan',
    nameTaken: 'Kategori Pengeluaran {{name}} sudah ada',
    nameTakenDeleted: 'Kategori Pengeluaran {{name}} sudah ada sebagai kategori yang dihapus; pulihkan saja',
    inUse: 'Kategori Pengeluaran {{name}} dipakai {{count}} pengeluaran; hapus (nonaktifkan) saja',
    notAvailable: 'Kategori pengeluaran tidak ditemukan atau sudah dihapus',
  },
  property: {
    notFound: 'Properti tidak ditemukan',
    nameTaken: 'Properti {{name}} sudah ada',
    nameTakenDeleted: 'Properti {{name}} sudah ada sebagai properti yang dihapus; pulihkan saja',
    inUse: 'Properti {{name}} masih punya pemesanan aktif di kamar {{rooms, join}}; selesaikan atau batalkan dulu',
    inUseMany:
      'Properti {{name}} masih punya pemesanan aktif di kamar {{rooms, join}} dan {{more}} kamar lainnya; selesaikan atau batalkan dulu',
    lastActive: 'Properti {{name}} adalah satu-satunya properti aktif; usaha harus punya setidaknya satu',
    deleted: 'Properti {{name}} sudah dihapus; pulihkan atau pilih yang lain',
  },
  employee: {
    notFound: 'Karyawan tidak ditemukan',
  },
  audit: {
    dateRangeReversed: 'Dari Tanggal tidak boleh setelah Sampai Tanggal',
  },
  backup: {
    notFound: 'Cadangan tidak ditemukan',
    inProgress: 'Pencadangan sedang berjalan. Silakan coba lagi sebentar lagi.',
    diskFull:
      'Cadangan tidak dapat ditulis: disk folder cadangan penuh. Kosongkan sebagian ruang di sana (atau atur BACKUP_DIR ke folder yang masih lega), lalu cadangkan lagi.',
    folderNotWritable:
      'Cadangan tidak dapat ditulis: server tidak boleh menulis ke folder cadangan (BACKUP_DIR). Mohon beri tahu bagian IT.',
    timedOut:
      'Pencadangan dihentikan karena salah satu langkahnya tidak maju selama {{seconds}} detik. Silakan coba lagi; jika terjadi lagi, beri tahu bagian IT.',
    stopped: 'Pencadangan dihentikan karena server sedang dimatikan; cadangan berikutnya dibuat seperti biasa.',
    checkFailed:
      'Cadangan sudah ditulis tetapi saat dibaca ulang isinya tidak sama, jadi tidak disimpan. Disk mungkin bermasalah: mohon beri tahu bagian IT.',
    failed:
      'Pencadangan gagal dan tidak ada bagiannya yang disimpan. Silakan coba lagi; jika terjadi lagi, beri tahu bagian IT.',
    dailySkippedBusy:
      'Pencadangan harian ditunda karena saat itu cadangan lain sedang dibuat; pencadangan dicoba lagi dalam beberapa menit.',
  },
  businessProfile: {
    logoType: 'Logo harus berupa gambar JPG, PNG, atau GIF',
    logoUnreadable: 'Logo tidak dapat dibaca sebagai gambar',
    logoTooLarge: 'Logo maksimal 2 MB',
    logoNotFound: 'Logo tidak ditemukan',
  },
  shareLink: {
    notFound:
      'Tautan ini tidak berlaku: sudah kedaluwarsa, sudah diakhiri oleh pemilik usaha, atau tidak lengkap. Silakan minta tautan baru.',
    unknown: 'Tautan berbagi tidak ditemukan',
    tooMany: 'Terlalu banyak permintaan dokumen. Silakan coba lagi dalam satu menit.',
    replaced:
      'Kuitansi {{number}} dibatalkan dan diganti dengan kuitansi baru karena pembayarannya dikoreksi. Silakan minta kuitansi yang baru.',
  },
};
