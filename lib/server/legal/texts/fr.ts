import 'server-only';
import type { LegalTexts } from '../types';

export const fr: LegalTexts = {
  labels: {
    demoNotice:
      'Avertissement : Pawtrail est une boutique de démonstration. Les informations sur la société figurant sur cette page (représentants, adresse de la succursale, numéros d’immatriculation et de TVA) sont fictives et signalées par la mention « (démo) ».',
    demoMark: '{value} (démo)',
    registrations: { commercialRegister: 'Immatriculation', vatId: 'Numéro de TVA intracommunautaire', stateEntity: 'Immatriculation de la société' },
  },
  imprint: {
    title: 'Mentions légales',
    description: 'Éditeur du site, vendeur, immatriculation, directeur de la publication, hébergement et contact de la boutique en ligne Pawtrail.',
    intro:
      'Informations prévues par l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN) et par le Code de la consommation.',
    sections: [
      {
        id: 'publisher',
        heading: 'Éditeur du site',
        blocks: [
          {
            rows: [
              ['Société', '{company}'],
              ['Siège social', '{address}'],
              ['Représentant légal', '{headRepresentative}, directeur général'],
              ['Immatriculation', '{stateEntity}'],
            ],
          },
        ],
      },
      {
        id: 'seller',
        heading: 'Vendeur pour l’Union européenne',
        blocks: [
          'Les commandes passées depuis la France sont conclues avec la société, agissant par sa succursale allemande, son établissement dans l’Union européenne :',
          {
            rows: [
              ['Établissement', '{sellerName}'],
              ['Adresse', '{sellerAddress}'],
              ['Représentant', '{representative}'],
              ['Immatriculation', '{commercialRegister}'],
              ['Numéro de TVA intracommunautaire', '{vatId}'],
            ],
          },
        ],
      },
      {
        id: 'publication',
        heading: 'Directeur de la publication',
        blocks: ['{headRepresentative}'],
      },
      {
        id: 'hosting',
        heading: 'Hébergement',
        blocks: ['Le site est hébergé par l’éditeur lui-même, {company}, {address}, sur des serveurs qu’il exploite.'],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          {
            rows: [
              ['Téléphone', '{supportPhone} ({supportHours})'],
              ['E-mail', '{email}'],
            ],
          },
          'Votre droit de rétractation et son formulaire type sont présentés sur la page [Droit de rétractation](/withdrawal).',
        ],
      },
    ],
  },
  withdrawal: {
    title: 'Droit de rétractation',
    description: 'Votre droit légal de rétractation pour les achats sur la boutique Pawtrail, ses effets et le modèle de formulaire de rétractation.',
    intro:
      'En tant que consommateur, vous disposez d’un droit de rétractation légal dans les conditions ci-dessous. Notre délai de retour commercial, plus long, est rappelé en fin de page.',
    sections: [
      {
        id: 'right',
        heading: 'Droit de rétractation',
        blocks: [
          'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de {withdrawalDays}. Le délai de rétractation expire {withdrawalDays} après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du bien. Si vous avez commandé plusieurs biens dans une même commande et qu’ils vous sont livrés séparément, le délai court à compter du jour où vous prenez physiquement possession du dernier bien.',
          'Pour exercer le droit de rétractation, vous devez nous notifier ({sellerName}, {sellerAddress}, téléphone : {supportPhone}, e-mail : {email}) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire. Si vous avez un compte, vous pouvez aussi exercer votre droit depuis la page de la commande, dans « Mes commandes » ; nous vous adresserons alors sans délai un accusé de réception par e-mail.',
          'Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.',
        ],
      },
      {
        id: 'consequences',
        heading: 'Effets de la rétractation',
        blocks: [
          'En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du fait que vous avez choisi, le cas échéant, un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous) sans retard excessif et, en tout état de cause, au plus tard {withdrawalRefundDays} à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent ; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous. Nous pouvons différer le remboursement jusqu’à ce que nous ayons reçu le bien ou jusqu’à ce que vous ayez fourni une preuve d’expédition du bien, la date retenue étant celle du premier de ces faits.',
          'Vous devrez renvoyer ou rendre le bien, sans retard excessif et, en tout état de cause, au plus tard {withdrawalDays} après que vous nous aurez communiqué votre décision de rétractation du présent contrat. Ce délai est réputé respecté si vous renvoyez le bien avant l’expiration de ce délai. Nous prendrons en charge les frais de renvoi du bien.',
          'Votre responsabilité n’est engagée qu’à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.',
        ],
      },
      {
        id: 'exclusion',
        heading: 'Exception au droit de rétractation',
        blocks: [
          'Conformément à l’article L. 221-28 du Code de la consommation, le droit de rétractation ne peut être exercé pour les biens qui ont été descellés par vous après la livraison et qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé, par exemple un shampooing ou un après-shampooing pour animaux ouvert.',
        ],
      },
      {
        id: 'form',
        heading: 'Modèle de formulaire de rétractation',
        blocks: [
          {
            form: [
              '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
              'À l’attention de {sellerName}, {sellerAddress}, e-mail : {email} :',
              'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
              'Commandé le (*)/reçu le (*) :',
              'Nom du (des) consommateur(s) :',
              'Adresse du (des) consommateur(s) :',
              'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
              'Date :',
              '(*) Rayez la mention inutile.',
            ],
          },
        ],
      },
      {
        id: 'voluntary',
        heading: 'Notre délai de retour commercial',
        blocks: [
          'Au-delà de ce droit légal, nous reprenons les articles retournés dans un délai de {returnDays} à compter de la livraison, selon les conditions de la page [Retours et remboursements](/returns). Ce délai commercial ne limite ni votre droit de rétractation ni vos droits au titre de la garantie légale de conformité.',
        ],
      },
    ],
  },
};
