import type { NameRegion } from './name-region';
import { list } from './random';

export const ASIAN_NAME_REGIONS: readonly NameRegion[] = [
  {
    id: 'turkish',
    order: 'given-family',
    first:
      list(`Emre|Elif|Burak|Zeynep|Mehmet|Ayşe|Can|Merve|Oğuz|Selin|Kerem|Büşra|Barış|Ece|Serkan|Gökçe
      Murat|Derya|Onur|İpek|Cem|Şule|Yiğit|Damla|Tolga|Özge|Kaan|Ezgi|Uğur|Pınar|Hakan|Gülşen|Efe|Naz|Mert`),
    last: list(`Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Yıldırım|Öztürk|Aydın|Özdemir|Arslan|Doğan|Kılıç|Aslan
      Çetin|Kara|Koç|Kurt|Özkan|Şimşek|Polat|Korkmaz|Erdoğan|Güneş|Aksoy|Tekin|Uysal|Bulut|Acar|Ünal|Çakır`),
    countries: [
      ['TR', 85],
      ['DE', 10],
      ['NL', 5],
    ],
    weight: 4,
  },
  {
    id: 'arabic',
    order: 'given-family',
    first:
      list(`Omar|Layla|Youssef|Mariam|Ahmed|Fatima|Khaled|Nour|Hassan|Salma|Karim|Rania|Tariq|Hala|Ziad
      Dina|Faisal|Amira|Samir|Yasmin|Rami|Lina|Bilal|Hiba|Nabil|Reem|Walid|Dalia|Mustafa|Aisha|Hamza|Noura`),
    last: list(`Al-Sayed|Haddad|Nasser|Khalil|Mansour|Saleh|Hamdan|Farouk|Ibrahim|Abdallah|Al-Amin|Aziz|Darwish
      Al-Farsi|Habib|Kassem|Rahman|El-Masry|Shahin|Tawfik|Youssef|Zaki|Qureshi|Bakr|Jaber|Sabbagh|Hijazi|Awad`),
    countries: [
      ['AE', 35],
      ['EG', 30],
      ['SA', 25],
      ['GB', 5],
      ['FR', 5],
    ],
    weight: 5,
  },
  {
    id: 'persian',
    order: 'given-family',
    first:
      list(`Arash|Shirin|Dariush|Parisa|Kian|Nasrin|Reza|Leila|Babak|Mahsa|Farhad|Niloufar|Kamran|Roya
      Navid|Soraya|Omid|Azadeh|Behnam|Golnar|Siavash|Yasaman|Payam|Mitra|Ramin|Setareh|Arman|Ziba|Nima|Bahar`),
    last: list(`Hosseini|Rahimi|Karimi|Moradi|Mohammadi|Rezaei|Ahmadi|Jafari|Tehrani|Ghorbani|Sadeghi|Hashemi
      Kazemi|Mousavi|Shirazi|Esfahani|Farahani|Najafi|Zand|Bagheri|Amini|Nazari|Abbasi|Heydari|Soltani|Yazdani`),
    countries: [
      ['IR', 60],
      ['US', 15],
      ['CA', 10],
      ['DE', 10],
      ['GB', 5],
    ],
    weight: 3,
  },
  {
    id: 'indian',
    order: 'given-family',
    first:
      list(`Aarav|Ananya|Vihaan|Diya|Arjun|Priya|Rohan|Aditi|Karan|Kavya|Rahul|Neha|Siddharth|Pooja|Vikram
      Sneha|Aditya|Isha|Nikhil|Meera|Abhishek|Riya|Pranav|Shreya|Varun|Anjali|Harsh|Divya|Aman|Nisha|Kunal|Tanvi
      Sanjay|Lakshmi|Rajesh|Deepika|Manish|Swati|Gaurav|Pallavi|Suresh|Keerthi|Ishaan|Tara|Yash|Ritu|Vivek|Sunita`),
    last: list(`Sharma|Patel|Singh|Kumar|Gupta|Reddy|Iyer|Nair|Rao|Mehta|Joshi|Shah|Desai|Chatterjee|Banerjee
      Mukherjee|Das|Menon|Pillai|Kapoor|Malhotra|Agarwal|Verma|Mishra|Pandey|Bhat|Kulkarni|Deshpande|Chopra|Saxena
      Srinivasan|Krishnan|Venkatesh|Naidu|Ghosh|Bose|Sethi|Khanna|Trivedi|Chauhan|Jain|Subramanian|Hegde|Shetty`),
    countries: [
      ['IN', 82],
      ['US', 8],
      ['GB', 4],
      ['CA', 3],
      ['SG', 3],
    ],
    weight: 12,
  },
  {
    id: 'chinese',
    order: 'family-given',
    first:
      list(`Wei|Fang|Jun|Li|Hao|Xin|Yang|Jing|Lei|Min|Tao|Ying|Chen|Hui|Bo|Yan|Qiang|Xiaoling|Zhiwei|Meiling
      Haoran|Yuting|Zihan|Jiayi|Yuxuan|Xinyi|Junjie|Shuang|Kai|Lin|Peng|Rui|Dan|Ning|Xiaoming|Yifan|Mengyao|Ziyi`),
    last: list(`Wang|Li|Zhang|Liu|Chen|Yang|Huang|Zhao|Wu|Zhou|Xu|Sun|Ma|Zhu|Hu|Guo|He|Gao|Lin|Luo|Zheng
      Liang|Xie|Song|Tang|Han|Feng|Deng|Cao|Peng|Zeng|Xiao|Tian|Dong|Pan|Yuan|Cai|Jiang|Yu|Du|Ye|Cheng|Wei|Su`),
    countries: [
      ['CN', 80],
      ['SG', 10],
      ['US', 6],
      ['CA', 4],
    ],
    weight: 9,
  },
  {
    id: 'japanese',
    order: 'family-given',
    first:
      list(`Haruto|Yui|Sota|Aoi|Ren|Hina|Yuto|Sakura|Riku|Mio|Kaito|Yuna|Takumi|Rin|Daiki|Saki|Kenji
      Ayaka|Hiroshi|Naomi|Shota|Misaki|Kazuki|Emi|Ryota|Haruka|Yusuke|Megumi|Tatsuya|Chihiro|Shun|Nanami`),
    last: list(`Sato|Suzuki|Takahashi|Tanaka|Watanabe|Ito|Yamamoto|Nakamura|Kobayashi|Kato|Yoshida|Yamada
      Sasaki|Yamaguchi|Matsumoto|Inoue|Kimura|Hayashi|Shimizu|Yamazaki|Mori|Abe|Ikeda|Hashimoto|Ishikawa|Ogawa
      Fujita|Okada|Goto|Hasegawa|Murakami|Kondo|Ishii|Saito|Sakamoto|Endo|Aoki|Fujii|Nishimura|Fukuda|Ota`),
    countries: [
      ['JP', 95],
      ['US', 5],
    ],
    weight: 5,
  },
  {
    id: 'korean',
    order: 'family-given',
    first:
      list(`Minjun|Seoyeon|Jiho|Jiwoo|Hyunwoo|Soyeon|Junseo|Hayoon|Dohyun|Eunji|Seojun|Minji|Jaehyun|Yuna
      Sungmin|Jiyoung|Taeyang|Hyejin|Donghyun|Sujin|Youngho|Dahye|Jinwoo|Eunbi|Kyungsoo|Nayeon|Woojin|Chaeyoung`),
    last: list(`Kim|Lee|Park|Choi|Jung|Kang|Cho|Yoon|Jang|Lim|Han|Oh|Seo|Shin|Kwon|Hwang|Ahn|Song|Jeon|Hong
      Yoo|Ko|Moon|Yang|Son|Bae|Baek|Heo|Nam|Noh`),
    countries: [
      ['KR', 92],
      ['US', 8],
    ],
    weight: 4,
  },
];
