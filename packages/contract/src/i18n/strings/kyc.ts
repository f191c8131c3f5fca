import type { Localized } from '../../locale.js'

/** Identity verification (docs/kyc.md): the dashboard page and the withdrawal's link to it. */
export const kycStrings = {
  'dashboard.verification': { tr: 'Kimlik Doğrulama', en: 'Identity Verification' },
  'dashboard.verificationText': {
    tr: 'Kimlik belgenizi ve adres belgenizi yükleyin; onaylandıktan sonra para çekebilirsiniz.',
    en: 'Upload your identity document and proof of address; once they are approved you can withdraw.',
  },
  'kyc.status.none': { tr: 'Doğrulanmadı', en: 'Not verified' },
  'kyc.status.pending': { tr: 'İnceleniyor', en: 'Under review' },
  'kyc.status.rejected': { tr: 'Yeni belge gerekli', en: 'New document needed' },
  'kyc.status.verified': { tr: 'Doğrulandı', en: 'Verified' },
  'kyc.summary.none': {
    tr: 'Hesabınız henüz doğrulanmadı. Para çekebilmek için aşağıdaki iki belgeyi yükleyin.',
    en: 'Your account is not verified yet. Upload the two documents below to be able to withdraw.',
  },
  'kyc.summary.pending': {
    tr: 'Belgeleriniz ekibimiz tarafından inceleniyor. Sonuçlandığında size bildirim göndereceğiz.',
    en: 'Our team is reviewing your documents. We will notify you of the result.',
  },
  'kyc.summary.rejected': {
    tr: 'Belgelerinizden biri onaylanmadı. Nedenini aşağıda görebilir, yeni bir belge yükleyebilirsiniz.',
    en: 'One of your documents was not approved. You can see why below and upload a new one.',
  },
  'kyc.summary.verified': {
    tr: 'Hesabınız doğrulandı. Para çekme işlemlerinizi yapabilirsiniz.',
    en: 'Your account is verified. You can withdraw.',
  },
  'kyc.threshold': {
    tr: 'Doğrulama olmadan toplamda {amount} tutarına kadar para yatırabilirsiniz.',
    en: 'Without verification you can deposit up to {amount} in total.',
  },
  'kyc.kind.identity': { tr: 'Kimlik belgesi', en: 'Identity document' },
  'kyc.kind.identityHint': {
    tr: 'Nüfus cüzdanı, pasaport veya ehliyet; ad, soyad, doğum tarihi ve fotoğraf okunaklı olmalı.',
    en: 'ID card, passport or driving licence; your name, date of birth and photo must be readable.',
  },
  'kyc.kind.address': { tr: 'Adres belgesi', en: 'Proof of address' },
  'kyc.kind.addressHint': {
    tr: 'Son 3 aya ait fatura, banka ekstresi veya ikametgâh belgesi; adınız ve adresiniz görünmeli.',
    en: 'A utility bill, bank statement or residence certificate from the last 3 months showing your name and address.',
  },
  'kyc.docStatus.none': { tr: 'Yüklenmedi', en: 'Not uploaded' },
  'kyc.docStatus.pending': { tr: 'İnceleniyor', en: 'Under review' },
  'kyc.docStatus.approved': { tr: 'Onaylandı', en: 'Approved' },
  'kyc.docStatus.rejected': { tr: 'Onaylanmadı', en: 'Not approved' },
  'kyc.reason': { tr: 'Neden', en: 'Reason' },
  'kyc.chooseFile': { tr: 'Dosya seçin', en: 'Choose a file' },
  'kyc.fileLabel': { tr: '{kind} dosyası', en: '{kind} file' },
  'kyc.fileRules': {
    tr: 'JPEG, PNG veya PDF, en fazla {max} MB.',
    en: 'JPEG, PNG or PDF, at most {max} MB.',
  },
  'kyc.upload': { tr: 'Yükle', en: 'Upload' },
  'kyc.reupload': { tr: 'Yeni belge yükle', en: 'Upload a new document' },
  'kyc.uploading': { tr: 'Yükleniyor… %{percent}', en: 'Uploading… {percent}%' },
  'kyc.waiting': {
    tr: 'Belgeniz incelemede. Sonuç için yeni bir yükleme yapmanıza gerek yok.',
    en: 'Your document is under review. You do not need to upload it again.',
  },
  'kyc.approvedNote': { tr: 'Bu belge onaylandı.', en: 'This document is approved.' },
  'kyc.uploadedAt': { tr: 'Yüklenme: {date}', en: 'Uploaded: {date}' },
  'kyc.history': { tr: 'Gönderdiğiniz belgeler', en: 'Documents you sent' },
  'kyc.error.type': {
    tr: 'Bu dosya JPEG, PNG veya PDF değil. Lütfen belgenizin fotoğrafını ya da PDF taramasını seçin.',
    en: 'This file is not a JPEG, PNG or PDF. Please choose a photo or a PDF scan of your document.',
  },
  'kyc.error.size': {
    tr: 'Dosya {max} MB’tan büyük. Lütfen daha küçük bir fotoğraf veya tarama seçin.',
    en: 'The file is larger than {max} MB. Please choose a smaller photo or scan.',
  },
  'kyc.error.name': {
    tr: 'Dosya adı geçersiz. Lütfen dosyayı basit bir adla kaydedip yeniden seçin.',
    en: 'The file name is not valid. Please save the file with a plain name and choose it again.',
  },
  'kyc.privacy': {
    tr: 'Belgeleriniz şifreli bağlantıyla gönderilir, herkese açık bir yerde tutulmaz ve yalnızca doğrulama ekibimiz tarafından görülür.',
    en: 'Your documents are sent over an encrypted connection, never kept anywhere public and seen only by our verification team.',
  },
  /** The withdrawal dialog's KYC_REQUIRED view: a link to the verification page. */
  'kyc.goToVerification': { tr: 'Kimliğimi Doğrula', en: 'Verify My Identity' },
} as const satisfies Record<string, Localized>
